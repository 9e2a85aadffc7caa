import type { LocalizedName } from '@bc/shared/contracts';

/** A name in every language, in the order ru, en, de, pl, cn, cz, lv. */
export function names(ru: string, en: string, de: string, pl: string, cn: string, cz: string, lv: string): LocalizedName {
  return { ru, en, de, pl, cn, cz, lv };
}

/** The same text in every language (codes, grades, proper names). */
export function same(text: string): LocalizedName {
  return names(text, text, text, text, text, text, text);
}
