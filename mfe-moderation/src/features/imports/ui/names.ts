import type { LocalizedName } from '@bc/shared/contracts';

/** A dictionary name in the page's language (Russian, then English, as a fallback). */
export const nameOf = (name: LocalizedName, locale: string): string =>
  (name as Record<string, string | undefined>)[locale] ?? name.ru ?? name.en ?? '';
