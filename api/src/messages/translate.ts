import { LOCALES, type Locale } from '@bc/shared/contracts';

/** A message in every language but English (the key is the English). */
export type Translations = Record<Exclude<Locale, 'en'>, string>;

/**
 * English messages (the keys) and their translations. `{0}`, `{1}`, … stand for the values the message carries
 * (names, ids, dates, field paths); a translation uses each of them once, in any order.
 */
export type Catalog = Record<string, Translations>;

interface Pattern {
  key: string;
  regex: RegExp;
  /** The placeholders' numbers in the order they appear in the key. */
  slots: number[];
  /** Literal characters (more literal text is a more specific pattern, tried first). */
  literal: number;
}

const PLACEHOLDER = /\{(\d+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(key: string): Pattern {
  const slots: number[] = [];
  let source = '';
  let last = 0;
  for (const match of key.matchAll(PLACEHOLDER)) {
    source += escape(key.slice(last, match.index));
    // A value never spans "; " (that joins several refusals, translated part by part).
    source += '((?:(?!; )[\\s\\S])+?)';
    slots.push(Number(match[1]));
    last = (match.index ?? 0) + match[0].length;
  }
  source += escape(key.slice(last));
  return { key, regex: new RegExp(`^${source}$`), slots, literal: key.replace(PLACEHOLDER, '').length };
}

/** The placeholders a text uses, sorted (a translation must use the same ones as its key). */
export const placeholdersOf = (text: string): number[] => [...text.matchAll(PLACEHOLDER)].map((m) => Number(m[1])).sort((a, b) => a - b);

/**
 * Translates the API's English messages: an exact key, or a key with placeholders matched against the message (the
 * most specific key first), its values put into the translation (a value that is one of `terms`, a status or a
 * parent's role, translated too); a message of several refusals joined by "; " is
 * translated part by part. Undefined when the message (or one of its parts) has no translation.
 */
export function createTranslator(catalogs: readonly Catalog[], terms: Catalog = {}) {
  const term = (value: string, locale: Exclude<Locale, 'en'>) => (Object.hasOwn(terms, value) ? terms[value][locale] : value);
  const exact = new Map<string, Translations>();
  const patterns: Array<Pattern & { translations: Translations }> = [];
  for (const catalog of catalogs) {
    for (const [key, translations] of Object.entries(catalog)) {
      if (placeholdersOf(key).length === 0) exact.set(key, translations);
      else patterns.push({ ...compile(key), translations });
    }
  }
  patterns.sort((a, b) => b.literal - a.literal);

  const one = (message: string, locale: Exclude<Locale, 'en'>): string | undefined => {
    const whole = exact.get(message);
    if (whole) return whole[locale];
    for (const pattern of patterns) {
      const match = pattern.regex.exec(message);
      if (!match) continue;
      const values = new Map(pattern.slots.map((slot, i) => [slot, match[i + 1]]));
      return pattern.translations[locale].replace(PLACEHOLDER, (_, n: string) => term(values.get(Number(n)) ?? '', locale));
    }
    return undefined;
  };

  return {
    translate(message: string, locale: Locale): string | undefined {
      if (locale === 'en') return message;
      const whole = one(message, locale);
      if (whole !== undefined) return whole;
      const parts = message.split('; ');
      if (parts.length < 2) return undefined;
      const translated = parts.map((part) => one(part, locale));
      return translated.every((t) => t !== undefined) ? translated.join('; ') : undefined;
    },
  };
}

/** Accept-Language's tags that name our locales by another code. */
const ALIASES: Record<string, Locale> = { zh: 'cn', cs: 'cz' };

/**
 * The locale a request asks for: the first of Accept-Language's languages (by weight) that the site has (`ru-RU`,
 * `zh-CN` and `cs` included); English when none is ours or the header is missing (API clients, tests).
 */
export function requestLocale(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'en';
  const ranked = value
    .split(',')
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { primary: tag.trim().toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { primary } of ranked) {
    const locale = ALIASES[primary] ?? primary;
    if ((LOCALES as readonly string[]).includes(locale)) return locale as Locale;
  }
  return 'en';
}
