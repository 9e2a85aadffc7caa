import type { FastifyBaseLogger } from 'fastify';
import type { Data } from '../data';
import { petSearchColumns } from './search-text';

const BACKFILL_BATCH = 5000;

/**
 * Fills `search_text` and `sort_name` of pets written without them (rows older than the column, or written
 * by a path that does not compute them). Answers how many rows were filled.
 */
export async function backfillSearchText(data: Pick<Data, 'pets'>, log?: FastifyBaseLogger): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await data.pets.withoutSearchText(BACKFILL_BATCH);
    if (rows.length === 0) break;
    const registrations = new Map<number, { number: string }[]>();
    for (const r of await data.pets.registrationsOf(rows.map((p) => p.id))) {
      const list = registrations.get(r.petId) ?? [];
      list.push({ number: r.number });
      registrations.set(r.petId, list);
    }
    await data.pets.setSearchColumns(rows.map((p) => ({ id: p.id, ...petSearchColumns({ ...p, registrations: registrations.get(p.id) }) })));
    filled += rows.length;
    if (rows.length < BACKFILL_BATCH) break;
  }
  if (filled > 0) log?.info({ pets: filled }, 'pets: search text filled in');
  return filled;
}
