/**
 * The normalised text `GET /api/pets` searches, computed in TypeScript when a pet is written and stored in
 * `pets.search_text` (GIN trigram index) and `pets.sort_name`. Queries go through the same `normalizeSearch`,
 * so matching is case-, accent- and script-insensitive: `Ängsbackens` ~ `angsbackens`, `Буран` ~ `Buran`.
 */

/** Cyrillic → Latin (a simple, practical transliteration: both sides of a match use the same table). */
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', і: 'i', ї: 'yi', є: 'ye', ґ: 'g', ў: 'u',
};

/** Latin letters that do not decompose into a base letter and a mark. */
const LATIN: Record<string, string> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ŀ: 'l', ħ: 'h', ŧ: 't',
};

const MARKS = /\p{M}+/gu;
const LETTER_MAP = /[\u0400-\u04ffßæœøłđðþıŀħŧ]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;
// 'й' decomposes to 'и' + breve: keep it apart before the marks are stripped.
const SHORT_I = /\u0438\u0306/g;

/**
 * Lower case, accents stripped, Cyrillic transliterated, every run of other characters one space:
 * `"Северное Сияние Ёлка"` → `"severnoe siyanie elka"`, `"PKR.I-20001"` → `"pkr i 20001"`.
 */
export function normalizeSearch(value: string): string {
  return value
    .normalize('NFD')
    .toLowerCase()
    .replace(SHORT_I, 'й')
    .replace(MARKS, '')
    .replace(LETTER_MAP, (c) => CYRILLIC[c] ?? LATIN[c] ?? c)
    .replace(SEPARATORS, ' ')
    .trim();
}

/** Registration numbers and microchips are also found without their separators (`pkri20001`). */
const compact = (value: string) => normalizeSearch(value).replaceAll(' ', '');

export interface SearchableFields {
  registeredName: string;
  callName?: string | null;
  microchip?: string | null;
  registrations?: readonly { number: string }[];
}

/** `search_text` and `sort_name` of a pet (write them with every change of these fields). */
export function petSearchColumns(pet: SearchableFields): { searchText: string; sortName: string } {
  const normalized = normalizeSearch(pet.registeredName);
  // Never empty: an empty sort_name marks a row still to be indexed (see backfill.ts).
  const sortName = normalized || pet.registeredName.trim().toLowerCase() || '?';
  const parts = [normalized];
  if (pet.callName) parts.push(normalizeSearch(pet.callName));
  for (const number of [...(pet.registrations ?? []).map((r) => r.number), ...(pet.microchip ? [pet.microchip] : [])]) {
    const spaced = normalizeSearch(number);
    const joined = compact(number);
    parts.push(spaced === joined ? spaced : `${spaced} ${joined}`);
  }
  // ' | ' keeps a query from matching across two fields.
  return { searchText: parts.filter(Boolean).join(' | '), sortName };
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
