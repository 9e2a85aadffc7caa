import type { FastifyBaseLogger } from 'fastify';
import type { DataAccess } from '../data';
import type { Events } from '../events';
import type { PetCriteria } from './data/search';
import { indexAnswers, type IndexPage, PetSearchIndex } from './search-index';

/** Pets read per query while loading (a short turn of the database between other requests' queries). */
const LOAD_CHUNK = 5_000;
/** Ids re-read per query when writes are applied. */
const REFRESH_CHUNK = 1_000;
/** Wait before a failed background reload is tried again (the database may be restarting). */
const RETRY_MS = 2_000;

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
  /** Stops reloading (the server closes). */
  close(): void;
  /** Pets held (0 while loading). */
  readonly size: number;
  /** Texts to search for in the start's warm-up (PetSearchIndex.sampleTexts; none while loading). */
  sampleTexts(count: number): string[];
  /** Ids of pets to ask for in the start's warm-up (PetSearchIndex.sampleIds; none while loading). */
  sampleIds(count: number): number[];
  /** Forgets what searches remembered (after the start's warm-up: it compiles the code, it fills nothing). */
  forgetRemembered(): void;
  /** What the searches remembered (PetSearchIndex.remembered; nothing while loading). */
  readonly remembered: { texts: number; pets: number };
}

/**
 * The pets search index (search-index.ts) of this API instance: loaded from the database after start, then kept in
 * step with every write — this instance's (`petsChanged`, `photosChanged`, applied before the write's answer is read
 * by a search: a search waits for the changes heard before it) and the other instances' (`petsChangedElsewhere`,
 * heard through the pedigree's LISTEN/NOTIFY; a reconnection reloads everything).
 */
export function createSearchIndexKeeper(deps: {
  data: Pick<DataAccess, 'searchIndexRows'>;
  events: Events;
  log: FastifyBaseLogger;
  /** Wait before a failed background reload is tried again (tests shorten it). */
  retryMs?: number;
}): SearchIndexKeeper {
  const { data, events, log, retryMs = RETRY_MS } = deps;
  let index: PetSearchIndex | null = null;
  let loading: Promise<void> | null = null;
  /** Changes are applied one at a time, in the order heard; a search waits for those heard before it. */
  let queue: Promise<void> = Promise.resolve();
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  /**
   * Drops the index (searches use SQL meanwhile) and loads it again in the background; a load that fails (the
   * database restarting, connections dropped) is logged and tried again until it succeeds or the server closes.
   */
  const reload = () => {
    index = null;
    if (closed || retry) return;
    keeper.load().catch((error: unknown) => {
      if (closed) return;
      log.warn({ err: error }, 'pets search index: reload failed; searches use the database; trying again');
      retry = setTimeout(() => {
        retry = null;
        reload();
      }, retryMs);
      retry.unref?.();
    });
  };
  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error: unknown) => {
      // A refresh that failed leaves the index behind the database: reload it rather than answer from it.
      log.error({ err: error }, 'pets search index: a change was not applied; reloading');
      reload();
    });
  };

  /** While a load runs: the pets written meanwhile (re-read once it is done: it may have read them before their commit). */
  let heard: Set<number> | null = null;
  /** While a load runs: another instance's changes may have been missed (a reconnection), so load once more. */
  let heardReload = false;

  const refresh = (ids: readonly number[]) => {
    if (ids.length === 0) return;
    if (heard) {
      for (const id of ids) heard.add(id);
      return;
    }
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
    else if (heard) heardReload = true;
    else reload();
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
        const written = new Set<number>();
        heard = written;
        heardReload = false;
        try {
          for (let after = 0; ; ) {
            const rows = await data.searchIndexRows.after(after, LOAD_CHUNK);
            for (const row of rows) next.put(row);
            if (rows.length < LOAD_CHUNK) break;
            after = rows[rows.length - 1].id;
          }
        } finally {
          heard = null;
        }
        next.rankByName();
        await queue;
        if (heardReload) return false;
        index = next;
        refresh([...written]);
        log.info({ pets: next.size, ms: Math.round(performance.now() - started) }, 'pets search index loaded');
        return true;
      })().then(
        (installed) => {
          loading = null;
          if (!installed) reload();
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    async settled() {
      await loading;
      await queue;
    },
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = null;
    },
    sampleTexts: (count) => index?.sampleTexts(count) ?? [],
    sampleIds: (count) => index?.sampleIds(count) ?? [],
    forgetRemembered: () => index?.forgetRemembered(),
    get remembered() {
      return index?.remembered ?? { texts: 0, pets: 0 };
    },
    get size() {
      return index?.size ?? 0;
    },
  };
  return keeper;
}
