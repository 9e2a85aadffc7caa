import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { LocalizedName } from '@bc/shared/contracts';
import { type DbOrTx, queryRows } from '../../../db/client';
import { dnaTests, pets } from '../../../db/schema';
import { type Genotype, NO_DATE, type PetColumns } from '../../../pedigree';

/** A pet's parent links as the pets' write paths hand them over. */
export interface PedigreeRow {
  id: number;
  sireId: number | null;
  damId: number | null;
  sex: 'male' | 'female';
  birthDate: string | null;
}

/**
 * Every pet's parent links in column form. One SELECT that folds the rows into one text of integers
 * (id, sire, dam, sex, birth day; 0 / NO_DATE for unknown) parsed here: building 200,000 row objects costs
 * several seconds on PGlite, this a fraction of a second on either driver.
 */
async function readColumns(db: DbOrTx): Promise<Required<PetColumns> & { ids: Int32Array }> {
  const [row] = await queryRows<{ n: number | string; a: string | null }>(
    db,
    sql`select count(*) as n, string_agg(concat_ws(',', id, coalesce(sire_id, 0), coalesce(dam_id, 0),
      case sex when 'male' then 1 when 'female' then 2 else 0 end,
      coalesce(birth_date - date '1970-01-01', ${NO_DATE})), ',') as a from pets`,
  );
  const n = Number(row?.n ?? 0);
  const values = parseIntegers(row?.a ?? '', 5 * n);
  const ids = new Int32Array(n);
  const sires = new Int32Array(n);
  const dams = new Int32Array(n);
  const sexes = new Uint8Array(n);
  const births = new Int32Array(n);
  for (let k = 0, j = 0; k < n; k++, j += 5) {
    ids[k] = values[j];
    sires[k] = values[j + 1];
    dams[k] = values[j + 2];
    sexes[k] = values[j + 3];
    births[k] = values[j + 4];
  }
  return { ids, sires, dams, sexes, births };
}

/** `count` comma-separated integers (optionally negative). */
function parseIntegers(text: string, count: number): Int32Array {
  const out = new Int32Array(count);
  if (count === 0) return out;
  let j = 0;
  let value = 0;
  let negative = false;
  for (let c = 0; c < text.length; c++) {
    const ch = text.charCodeAt(c);
    if (ch === 44) {
      out[j++] = negative ? -value : value;
      value = 0;
      negative = false;
    } else if (ch === 45) negative = true;
    else value = value * 10 + (ch - 48);
  }
  out[j++] = negative ? -value : value;
  if (j !== count) throw new Error(`pedigree load: expected ${count} values, read ${j}`);
  return out;
}

/** One pet's parent links (null when the pet no longer exists). */
async function readRow(db: DbOrTx, id: number): Promise<PedigreeRow | null> {
  const rows = await queryRows<{ id: number; sire_id: number | null; dam_id: number | null; sex: 'male' | 'female'; birth_date: string | Date | null }>(
    db,
    sql`select id, sire_id, dam_id, sex, birth_date::text as birth_date from pets where id = ${id}`,
  );
  const r = rows[0];
  if (!r) return null;
  return { id: r.id, sireId: r.sire_id, damId: r.dam_id, sex: r.sex, birthDate: r.birth_date === null ? null : String(r.birth_date) };
}

const GENOTYPE_OF_LETTER: Record<string, Genotype> = { a: 'N/N', b: 'N/M', c: 'M/M' };

/**
 * The tested genotypes of one DNA test, by pet id (results other than N/N, N/M, M/M are ignored). Folded
 * into one text (`<pet id><a|b|c|z>`…) for the same reason as readColumns.
 */
async function readGenotypes(db: DbOrTx, testCode: string): Promise<Map<number, Genotype>> {
  const [row] = await queryRows<{ a: string | null }>(
    db,
    sql`select string_agg(pet_id::text || case result when 'N/N' then 'a' when 'N/M' then 'b' when 'M/M' then 'c' else 'z' end, '') as a
      from pet_dna_results where test_id = ${testCode}`,
  );
  const text = row?.a ?? '';
  const map = new Map<number, Genotype>();
  let id = 0;
  for (let c = 0; c < text.length; c++) {
    const ch = text.charCodeAt(c);
    if (ch >= 48 && ch <= 57) id = id * 10 + (ch - 48);
    else {
      const genotype = GENOTYPE_OF_LETTER[text[c]];
      if (genotype) map.set(id, genotype);
      id = 0;
    }
  }
  return map;
}

export interface DnaTestInfo {
  code: string;
  name: LocalizedName;
}

/** The active DNA tests of the dictionary, in its order. */
async function readDnaTests(db: DbOrTx): Promise<DnaTestInfo[]> {
  const rows = await db
    .select({ code: dnaTests.id, name: dnaTests.name })
    .from(dnaTests)
    .where(eq(dnaTests.isActive, true))
    .orderBy(asc(dnaTests.sort), asc(dnaTests.id));
  return rows;
}

/** The registered names of these pets (for messages). */
async function readNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: pets.id, name: pets.registeredName }).from(pets).where(inArray(pets.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** What the pedigree engine reads: every pet's parent links, one pet's, the genotypes of a DNA test. */
export function pedigreeColumnsRepository(db: DbOrTx) {
  return {
    columns: () => readColumns(db),
    row: (id: number) => readRow(db, id),
    genotypes: (testCode: string) => readGenotypes(db, testCode),
    dnaTests: () => readDnaTests(db),
    names: (ids: number[]) => readNames(db, ids),
  };
}
