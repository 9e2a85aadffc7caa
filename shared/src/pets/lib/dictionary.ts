import { toBcp47, type Locale } from '@bc/shared';
import type { LocalizedName } from '../../contracts';

interface Item {
  id: string | number;
  name: Partial<LocalizedName> | Record<string, string>;
}

/** The name of a dictionary item by id in the page's language (ru as fallback, the id when unknown). */
export function nameOf(items: readonly Item[], id: string | null | undefined, locale: Locale): string {
  if (!id) return '';
  const item = items.find((candidate) => String(candidate.id) === id);
  if (!item) return id;
  const names = item.name as Record<string, string | undefined>;
  return names[locale] ?? names.ru ?? String(item.id);
}

/** Select options `{ value, label }` of a dictionary, sorted by label in the page's language. */
export function optionsOf(items: readonly Item[], locale: Locale, sort = true): { value: string; label: string }[] {
  const options = items.map((item) => ({ value: String(item.id), label: nameOf(items, String(item.id), locale) }));
  return sort ? options.sort((a, b) => a.label.localeCompare(b.label, toBcp47(locale))) : options;
}
