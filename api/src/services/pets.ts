import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client';
import type { DataAccess } from '../domains/data';
import { createReadCache } from './pets-cache';
import type { DictionaryLookups } from '../domains/dictionaries/lookups';
import { petSearchColumns } from './pets-search-text';
import { createPetViews, type SharedDetail } from './pets-views';
import { createPetWriter } from './pets-write';
import type { PedigreeService } from '../domains/pedigree/service';

export interface PetsServiceOptions {
  repos: DataAccess;
  pedigree: () => PedigreeService;
  lookups: () => Promise<DictionaryLookups>;
  /** How long search pages and pet pages are reused (default 2 s; 0 = never). Every write here drops them at once. */
  cacheTtlMs?: number;
}

/** Pets: dictionary data for validation, reads (cached briefly), writes (with the pedigree engine). */
export function createPetsService(options: PetsServiceOptions) {
  const ttlMs = options.cacheTtlMs ?? 2000;
  const details = createReadCache<SharedDetail | null>({ ttlMs, max: 5000 });
  const lists = createReadCache<string>({ ttlMs, max: 2000 });
  const visitorPages = createReadCache<string>({ ttlMs, max: 5000 });
  const invalidate = () => {
    details.bump();
    lists.bump();
    visitorPages.bump();
  };
  return {
    views: createPetViews({ repos: options.repos, pedigree: options.pedigree, lookups: options.lookups, details, lists, visitorPages }),
    writer: createPetWriter({ repos: options.repos, pedigree: options.pedigree, lookups: options.lookups, changed: invalidate }),
    /** Forget cached reads (after a write made outside this service, e.g. by a test or another module). */
    invalidate,
    /** Forget one pet's page (its likes changed; lists do not show likes). */
    invalidatePet: (id: number) => {
      details.drop(String(id));
      visitorPages.drop(String(id));
    },
  };
}
export type PetsService = ReturnType<typeof createPetsService>;

const BACKFILL_BATCH = 5000;

/**
 * Fills `search_text` and `sort_name` of pets written without them (rows older than the column, or written
 * by a path that does not compute them). Answers how many rows were filled.
 */
export async function backfillSearchText(repos: DataAccess, db: DbOrTx, log?: FastifyBaseLogger): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await repos.pets.withoutSearchText(BACKFILL_BATCH);
    if (rows.length === 0) break;
    const registrations = new Map<number, { number: string }[]>();
    for (const r of await repos.pets.registrationsOf(rows.map((p) => p.id))) {
      const list = registrations.get(r.petId) ?? [];
      list.push({ number: r.number });
      registrations.set(r.petId, list);
    }
    const columns = rows.map((p) => petSearchColumns({ ...p, registrations: registrations.get(p.id) }));
    await db.execute(sql`
      update pets set search_text = v.search_text, sort_name = v.sort_name
      from unnest(${sql.param(rows.map((p) => p.id))}::int[], ${sql.param(columns.map((c) => c.searchText))}::text[],
                  ${sql.param(columns.map((c) => c.sortName))}::text[]) as v(id, search_text, sort_name)
      where pets.id = v.id`);
    filled += rows.length;
    if (rows.length < BACKFILL_BATCH) break;
  }
  if (filled > 0) log?.info({ pets: filled }, 'pets: search text filled in');
  return filled;
}
