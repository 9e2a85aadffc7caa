import { NO_DATE } from '../../pedigree';
import { type CsvPedigree } from './csv-pedigree';

/** A dog listed on several rows whose rows disagree on one field. */
export interface Conflict {
  /** Interned id of the dog. */
  id: number;
  field: 'sire' | 'dam' | 'sex' | 'birth';
  /** Lines of the first row and of the first row that disagrees with it. */
  lines: [number, number];
  /** The two values (interned parent ids, sex codes or birth days). */
  values: [number, number];
  /** Every line listing the dog. */
  allLines: number[];
}

/** The dogs of a CSV pedigree, one entry each (at its first row), as the engine loads them. */
export interface CsvPets {
  count: number;
  ids: Int32Array;
  sires: Int32Array;
  dams: Int32Array;
  sexes: Uint8Array | null;
  births: Int32Array | null;
  /** Line of each interned id's first row, 0 for a parent without a row. */
  lineOf: Int32Array;
  conflicts: Conflict[];
}

/**
 * One entry per dog: a club's file lists a dog once per health test, with the same parents, so rows repeating an
 * id are merged into its first row. Rows that disagree on the sire or the dam (or, when checked, the sex or the
 * birth date; an empty value disagrees with a filled one) are conflicts; the field is left unknown, as --lenient
 * wants. Linear; without repeated ids the columns are the rows' own.
 */
export function csvPets(csv: CsvPedigree): CsvPets {
  const { rows, ids, sires, dams, sexes, births, lines, table } = csv;
  const lineOf = new Int32Array(table.size + 1);
  const firstRow = new Int32Array(table.size + 1).fill(-1);
  let repeated = 0;
  for (let r = 0; r < rows; r++) {
    const id = ids[r];
    if (firstRow[id] < 0) {
      firstRow[id] = r;
      lineOf[id] = lines[r];
    } else repeated++;
  }
  if (repeated === 0) return { count: rows, ids, sires, dams, sexes, births, lineOf, conflicts: [] };

  const count = rows - repeated;
  const pets: CsvPets = {
    count,
    ids: new Int32Array(count),
    sires: new Int32Array(count),
    dams: new Int32Array(count),
    sexes: sexes ? new Uint8Array(count) : null,
    births: births ? new Int32Array(count) : null,
    lineOf,
    conflicts: [],
  };
  const entryOf = new Int32Array(table.size + 1).fill(-1);
  const found = new Map<string, Conflict>();
  let k = 0;
  for (let r = 0; r < rows; r++) {
    const id = ids[r];
    const first = firstRow[id];
    if (first === r) {
      entryOf[id] = k;
      pets.ids[k] = id;
      pets.sires[k] = sires[r];
      pets.dams[k] = dams[r];
      if (pets.sexes && sexes) pets.sexes[k] = sexes[r];
      if (pets.births && births) pets.births[k] = births[r];
      k++;
      continue;
    }
    const e = entryOf[id];
    const differ = (field: Conflict['field'], was: number, now: number, clear: () => void): void => {
      const key = `${id}:${field}`;
      if (was === now || found.has(key)) return;
      found.set(key, { id, field, lines: [lines[first], lines[r]], values: [was, now], allLines: [] });
      clear();
    };
    differ('sire', sires[first], sires[r], () => (pets.sires[e] = 0));
    differ('dam', dams[first], dams[r], () => (pets.dams[e] = 0));
    if (sexes && pets.sexes) {
      const s = pets.sexes;
      differ('sex', sexes[first], sexes[r], () => (s[e] = 0));
    }
    if (births && pets.births) {
      const b = pets.births;
      differ('birth', births[first], births[r], () => (b[e] = NO_DATE));
    }
  }
  if (found.size > 0) {
    const linesOf = new Map<number, number[]>();
    for (const c of found.values()) linesOf.set(c.id, []);
    for (let r = 0; r < rows; r++) linesOf.get(ids[r])?.push(lines[r]);
    for (const c of found.values()) c.allLines = linesOf.get(c.id) as number[];
  }
  pets.conflicts = [...found.values()].sort((a, b) => a.lines[0] - b.lines[0] || a.lines[1] - b.lines[1]);
  return pets;
}
