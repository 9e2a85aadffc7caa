/**
 * The dog `pnpm bench:payments` reports on: one whose ten generations are complete (all 2 + 4 + … + 1,024 = 2,046
 * ancestor places known and published, so the report, read as its buyer may see it, has every one of them).
 *
 * The demo seed has none (7 % of its dogs are drafts or hidden, so among 2,046 places some are always missing), so
 * the bench builds one once per database: generation 10 is real seeded dogs (published, born before 1986, with their
 * own seeded ancestry behind them, so the full-depth COI goes on past ten generations), generations 9 to 1 are new
 * published dogs, at most `WIDTH` a generation, so ancestors repeat as in a real breed (common ancestors, a COI above
 * zero, colour-coded repeats in the chart). Each new dog's parents are drawn from the generation above (a sire and a dam
 * of the right sex). A later run finds it by its name and checks it again.
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../src/db/client';
import { Random } from '../../src/seed/prng';

export const SUBJECT_NAME = 'Bench Report Subject (ten complete generations)';
export const GENERATIONS = 10;
/** Most distinct dogs in one generation of the built pedigree. */
export const WIDTH = 48;

export interface FullPedigree {
  petId: number;
  /** Known published ancestor places per generation, 1 to 10 (complete: 2, 4, …, 1024). */
  places: number[];
  /** Distinct dogs among those places. */
  ancestors: number;
  /** Built by this run (false: found from an earlier run). */
  built: boolean;
}

/** How many distinct dogs generation `g` (1 = the parents) of the built pedigree has: 2^g up to WIDTH. */
export const generationSize = (g: number) => Math.min(2 ** g, WIDTH);

/**
 * Parents for each dog of a generation, from the generation above: `count` pairs of (sire index, dam index) so that
 * each of the `sires` and `dams` is used (while there are children enough) and the rest are drawn at random.
 */
export function parentPairs(count: number, sires: number, dams: number, random: Random): [number, number][] {
  return Array.from({ length: count }, (_, i) => [i < sires ? i : random.int(0, sires - 1), i < dams ? (i + 1) % dams : random.int(0, dams - 1)]);
}

/** Known published ancestor places of `petId` per generation 1..GENERATIONS, and the distinct dogs among them. */
export async function ancestorPlaces(db: DbOrTx, petId: number): Promise<{ places: number[]; ancestors: number }> {
  const rows = await queryRows<{ depth: number; places: number; dogs: number[] }>(
    db,
    sql`with recursive a(id, depth) as (
          select ${petId}::int, 0
          union all
          select parent.id, a.depth + 1
            from a join pets child on child.id = a.id
            cross join lateral (values (child.sire_id), (child.dam_id)) as v(parent_id)
            join pets parent on parent.id = v.parent_id and parent.publish_status = 'published'
           where a.depth < ${GENERATIONS})
        select depth, count(*)::int as places, array_agg(distinct id) as dogs from a where depth > 0 group by depth order by depth`,
  );
  const places = Array.from({ length: GENERATIONS }, (_, i) => rows.find((r) => r.depth === i + 1)?.places ?? 0);
  return { places, ancestors: new Set(rows.flatMap((r) => r.dogs)).size };
}

export const isComplete = (places: number[]) => places.length === GENERATIONS && places.every((n, i) => n === 2 ** (i + 1));

async function insertDog(db: DbOrTx, name: string, sex: 'male' | 'female', birthYear: number, sireId: number | null, damId: number | null) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into pets (registered_name, sex, birth_date, sire_id, dam_id, publish_status, country_of_birth, country_of_residence, search_text, sort_name)
        values (${name}, ${sex}, ${`${birthYear}-04-15`}::date, ${sireId}, ${damId}, 'published', 'GB', 'GB', ${name.toLowerCase()}, ${name.toLowerCase()})
        returning id`,
  );
  return row!.id;
}

/** Finds the dog an earlier run built, or builds it; throws unless its ten generations are complete. */
export async function fullPedigreeDog(db: DbOrTx, seed = 20261126): Promise<FullPedigree> {
  const [found] = await queryRows<{ id: number }>(db, sql`select id from pets where registered_name = ${SUBJECT_NAME} order by id limit 1`);
  let petId = found?.id ?? null;
  const built = petId === null;
  if (petId === null) {
    const random = new Random(seed);
    const top = WIDTH / 2;
    const real = (sex: 'male' | 'female') =>
      queryRows<{ id: number }>(db, sql`select id from pets where sex = ${sex} and publish_status = 'published' and birth_date < '1986-01-01' order by md5(id::text) limit ${top}`);
    let sires = (await real('male')).map((r) => r.id);
    let dams = (await real('female')).map((r) => r.id);
    if (sires.length === 0 || dams.length === 0) throw new Error('bench: the seed has no published dogs born before 1986 to found the pedigree on');
    for (let g = GENERATIONS - 1; g >= 1; g--) {
      const half = generationSize(g) / 2;
      const pairs = parentPairs(2 * half, sires.length, dams.length, random);
      const next: { male: number[]; female: number[] } = { male: [], female: [] };
      for (const [i, [s, d]] of pairs.entries()) {
        const sex = i < half ? 'male' : 'female';
        next[sex].push(await insertDog(db, `Bench Ancestor G${g} ${sex === 'male' ? 'M' : 'F'}${i % half}`, sex, 2024 - 4 * g, sires[s]!, dams[d]!));
      }
      sires = next.male;
      dams = next.female;
    }
    petId = await insertDog(db, SUBJECT_NAME, 'male', 2024, sires[0]!, dams[0]!);
  }
  const { places, ancestors } = await ancestorPlaces(db, petId);
  if (!isComplete(places)) throw new Error(`bench: pet ${petId}'s ten generations are not complete (${places.join(', ')} places known)`);
  return { petId, places, ancestors, built };
}
