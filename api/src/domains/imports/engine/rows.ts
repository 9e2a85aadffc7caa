import type { ImportField, ImportMapping } from '@bc/shared/contracts';
import type { StoredDate } from '../../pets/input';
import { cleanMicrochip } from '../../pets/input';
import { normalizeSearch } from '../../pets/search-text';
import type { ImportMatchers } from './dictionary-match';
import { parseImportDate, parseSex } from './values';

/** A value of a row that matched nothing: its field and the text as the file has it. */
export interface UnknownValue {
  field: ImportField;
  value: string;
}

export interface RowHealth {
  scaleId: string;
  kind: 'hips' | 'elbows';
  score: string;
  testedAt: string | null;
}

/** A dog's own fields as an import reads them (a row's, then the dog's merged from its rows). */
export interface DogFields {
  registeredName: string | null;
  callName: string | null;
  sex: 'male' | 'female' | null;
  birth: StoredDate | null;
  death: StoredDate | null;
  colorId: string | null;
  coat: string | null;
  country: string | null;
  microchip: string | null;
  breeder: string | null;
  owner: string | null;
}

/** One row read through the mapping: our fields, dictionary values matched (or listed as unknown). */
export interface ImportRow extends DogFields {
  /** The file's row number (the header is row 1). */
  line: number;
  registration: { registry: string; number: string } | null;
  sire: string | null;
  dam: string | null;
  health: RowHealth[];
  unknown: UnknownValue[];
}

/** field → value as in the file → dictionary id chosen by the importer. */
export type ImportFixes = Partial<Record<string, Record<string, string>>>;

const clean = (value: string | undefined) => value?.trim().replace(/\s+/g, ' ') || null;

/** Registration numbers compared without case, separators or script (`ABCA 387305-A` = `abca387305a`). */
export const registrationKey = (value: string) => normalizeSearch(value).replaceAll(' ', '');
/** Names compared across case, accents and Cyrillic/Latin spellings (`Буран` = `Buran`). */
export const nameKey = (value: string) => normalizeSearch(value);

/** Reads the table's rows through the mapping, matching dictionary values (with the importer's fixes first). */
export function readRows(header: readonly string[], rows: readonly string[][], mapping: ImportMapping, matchers: ImportMatchers, fixes: ImportFixes = {}): ImportRow[] {
  const columns = header.map((h) => mapping.columns.find((c) => c.header === h) ?? null);
  const single = new Map<ImportField, number>();
  const health: { index: number; kind: 'hips' | 'elbows'; scaleId: string }[] = [];
  columns.forEach((c, index) => {
    if (!c?.field) return;
    if (c.field === 'hips' || c.field === 'elbows') health.push({ index, kind: c.field, scaleId: `${c.field}:${c.system ?? 'fci'}` });
    else if (!single.has(c.field)) single.set(c.field, index);
  });
  const registry = mapping.registry.trim();

  return rows.map((cells, i) => {
    const unknown: UnknownValue[] = [];
    const text = (field: ImportField) => {
      const index = single.get(field);
      return index === undefined ? null : clean(cells[index]);
    };
    /** A fix chosen for this value, else the matcher's answer; an unmatched value is listed. */
    const dictionary = <T extends string>(field: ImportField, raw: string | null, match: (v: string) => T | null): T | null => {
      if (raw === null) return null;
      const fixed = fixes[field]?.[raw];
      if (fixed !== undefined) return (fixed === '' ? null : fixed) as T | null;
      const found = match(raw);
      if (found === null) unknown.push({ field, value: raw });
      return found;
    };
    const date = (field: 'birthDate' | 'deathDate' | 'healthDate') =>
      dictionary(field, text(field), (v) => parseImportDate(v)?.date ?? null);
    const stored = (field: 'birthDate' | 'deathDate', value: string | null) => {
      const raw = text(field);
      if (value === null) return null;
      // A fix names a full date; the file's own value keeps its precision.
      return (raw !== null ? parseImportDate(raw) : null) ?? parseImportDate(value);
    };
    const birthValue = date('birthDate');
    const deathValue = date('deathDate');
    const testedAt = date('healthDate');
    const number = text('registration');
    const microchip = text('microchip');
    const row: ImportRow = {
      line: i + 2,
      registeredName: text('registeredName'),
      callName: text('callName'),
      sex: dictionary('sex', text('sex'), parseSex),
      birth: stored('birthDate', birthValue),
      death: stored('deathDate', deathValue),
      colorId: dictionary('color', text('color'), (v) => matchers.color.match(v)),
      coat: text('coat'),
      country: dictionary('country', text('country'), (v) => matchers.country.match(v)),
      microchip: microchip ? cleanMicrochip(microchip) || null : null,
      registration: number ? { registry: text('registry') ?? registry, number } : null,
      breeder: text('breeder'),
      owner: text('owner'),
      sire: text('sire'),
      dam: text('dam'),
      health: [],
      unknown,
    };
    for (const h of health) {
      const raw = clean(cells[h.index]);
      const scale = matchers.scale(h.scaleId);
      const score = dictionary(h.kind, raw, (v) => scale?.match(v) ?? null);
      if (score !== null) row.health.push({ scaleId: h.scaleId, kind: h.kind, score, testedAt });
    }
    return row;
  });
}
