import type { FastifyBaseLogger } from 'fastify';
import type { DataAccess } from '../data';
import type { Events } from '../events';
import type { PetCriteria } from './data/search';
import { indexAnswers, type IndexPage, PetSearchIndex } from './search-index';

/** Pets read per query while loading (a short turn of the database between other requests' queries). */
const LOAD_CHUNK = 5_000;
/** Ids re-read per query when writes are applied. */
const REFRESH_CHUNK = 1_000;

export interface SearchIndexKeeper {
  /**
   * The page of `criteria` from the index, once every write heard so far is applied; null when the index cannot
   * answer (still loading, or criteria it does not hold: see indexAnswers) and the database must.
   */
  search(criteria: PetCriteria): Promise<IndexPage | null>;
  /** Loads every pet (in the background after start; searches use SQL meanwhile). */
  load(): Promise<void>;
  /** Resolves when every change heard so far is applied (tests). */
  settled(): Promise<void>;
  /** Pets held (0 while loading). */
  readonly size: number;
}

/**
 * The pets search index (search-index.ts) of this API instance: loaded from the database after start, then kept in
 * step with every write — this instance's (`petsChanged`, `photosChanged`, applied before the write's answer is read
 * by a search: a search waits for the changes heard before it) and the other instances' (`petsChangedElsewhere`,
 * heard through the pedigree's LISTEN/NOTIFY; a reconnection reloads everything).
 */
export function createSearchIndexKeeper(deps: { data: DataAccess; events: Events; log: FastifyBaseLogger }): SearchIndexKeeper {
  const { data, events, log } = deps;
  let index: PetSearchIndex | null = null;
  let loading: Promise<void> | null = null;
  /** Changes are applied one at a time, in the order heard; a search waits for those heard before it. */
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error: unknown) => {
      // A refresh that failed leaves the index behind the database: reload it rather than answer from it.
      log.error({ err: error }, 'pets search index: a change was not applied; reloading');
      index = null;
      void keeper.load();
    });
  };

  const refresh = (ids: readonly number[]) => {
    if (ids.length === 0) return;
    enqueue(async () => {
      if (!index) return; // the load in progress reads the rows after this write's commit, or a refresh follows it
      for (let k = 0; k < ids.length; k += REFRESH_CHUNK) {
        const chunk = ids.slice(k, k + REFRESH_CHUNK);
        const rows = await data.searchIndexRows.of([...chunk]);
        const found = new Set<number>();
        for (const row of rows) {
          index.put(row);
          found.add(row.id);
        }
        for (const id of chunk) if (!found.has(id)) index.remove(id);
      }
    });
  };

  events.on('petsChanged', ({ ids }) => refresh(ids));
  events.on('photosChanged', ({ petId }) => refresh([petId]));
  events.on('petsChangedElsewhere', ({ ids }) => {
    if (ids) refresh(ids);
    else {
      index = null;
      void keeper.load();
    }
  });

  const keeper: SearchIndexKeeper = {
    search: async (criteria) => {
      if (!index || !indexAnswers(criteria)) return null;
      await queue;
      return index ? index.search(criteria) : null;
    },
    load() {
      if (loading) return loading;
      loading = (async () => {
        const started = performance.now();
        const next = new PetSearchIndex();
        // Writes heard meanwhile are re-read once the load is done (they may have been read before their commit).
        const heard = new Set<number>();
        const hear = ({ ids }: { ids: number[] | null }) => ids?.forEach((id) => heard.add(id));
        const onPets = ({ ids }: { ids: number[] }) => hear({ ids });
        const onPhoto = ({ petId }: { petId: number }) => heard.add(petId);
        events.on('petsChanged', onPets);
        events.on('photosChanged', onPhoto);
        events.on('petsChangedElsewhere', hear);
        try {
          for (let after = 0; ; ) {
            const rows = await data.searchIndexRows.after(after, LOAD_CHUNK);
            for (const row of rows) next.put(row);
            if (rows.length < LOAD_CHUNK) break;
            after = rows[rows.length - 1].id;
          }
        } finally {
          events.off('petsChanged', onPets);
          events.off('photosChanged', onPhoto);
          events.off('petsChangedElsewhere', hear);
        }
        await queue;
        index = next;
        refresh([...heard]);
        log.info({ pets: next.size, ms: Math.round(performance.now() - started) }, 'pets search index loaded');
      })().finally(() => {
        loading = null;
      });
      return loading;
    },
    async settled() {
      await loading;
      await queue;
    },
    get size() {
      return index?.size ?? 0;
    },
  };
  return keeper;
}
