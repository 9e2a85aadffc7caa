import type { FastifyBaseLogger } from 'fastify';
import { type GeneticTestIndex, type Genotype, type Pedigree, PedigreeError, type PetKey } from '../../pedigree';
import type { Data } from '../data';
import { buildEngine } from './build-engine';
import type { DnaTestInfo, PedigreeRow } from './data/columns';
import { createDogCards, type DogCards } from './dog-cards';
import type { PedigreeChange, PedigreeSync, SyncHandlers } from './data/sync';

export type { PedigreeRow } from './data/columns';

/** The pedigree of every pet in memory, kept in step with the database and with the other API instances. */
export interface PedigreeService {
  /** The engine as of now (replaced as a whole after a resync: read it for each request, do not keep it). */
  readonly engine: Pedigree;
  /** What trees show of each dog, in memory (dropped by the changes this service hears of). */
  readonly cards: DogCards;
  /**
   * Bumped by every change that can change a pedigree answer, here or heard from another instance: parents,
   * DNA results, pets' shown fields and photos, a reload. Read it before the data an answer is built from.
   */
  readonly version: number;
  /**
   * Throws PedigreeError (code 'loop' | 'sex' | 'birth-order' | 'unknown-pet', ids) if the pet with these
   * parents would break the pedigree; changes nothing. `id` 0 = a pet not inserted yet.
   */
  check(row: PedigreeRow): void;
  /** Applies a committed write (after the transaction commits) and tells other API instances. */
  saved(row: PedigreeRow): Promise<void>;
  removed(id: number): Promise<void>;
  /** DNA results of this test were written (after the commit): drops the cached inference here and elsewhere. */
  resultsChanged(testCode: string): Promise<void>;
  /** Pets' shown fields, status or photos were written (after the commit): drops their cards here and elsewhere. */
  shownChanged(ids: readonly number[]): Promise<void>;
  /** The inference of one DNA test over the whole pedigree (cached until the pedigree or the results change). */
  geneticTest(testCode: string): Promise<GeneticTestIndex>;
  /** The active DNA tests (dictionary), read at most every 30 s. */
  dnaTests(): Promise<DnaTestInfo[]>;
  /** Makes sure these pets are in the engine when they exist (a write of another instance not heard yet). */
  ensure(ids: readonly number[]): Promise<void>;
  /** The same error with the pets' registered names in its message (ids stay numeric in `ids`). */
  describe(error: PedigreeError): Promise<PedigreeError>;
  /** Builds the DNA inference of every test ahead of the first request (in the background after start). */
  warm(): Promise<void>;
  /** Resolves when every change heard so far from other instances is applied (tests). */
  settled(): Promise<void>;
  /** Reloads every pet from the database. */
  reload(): Promise<void>;
  close(): Promise<void>;
}

export interface PedigreeServiceOptions {
  data: Data['pedigree'];
  /** Starts listening to the other API instances' changes, and telling them ours (data/sync.ts). */
  listen(handlers: SyncHandlers): Promise<PedigreeSync>;
  log: FastifyBaseLogger;
}

const DNA_TESTS_TTL_MS = 30_000;
/**
 * Dogs whose cards are kept (~250 bytes each with their entry: ~75 MB): every pet of a 300,000-dog database. The
 * bound was 200,000, and the 200,000-pet bench database holds 200,600: the last cards warmed dropped the founders
 * (the oldest, read first), which the next trees all read again.
 */
const DOG_CARDS_MAX = 300_000;
/** Cards read per query when warming (a short turn of the database between other requests' queries). */
const DOG_CARDS_WARM_CHUNK = 500;
/** Most ids per `shown` notice (pg_notify takes 8,000 bytes). */
const SHOWN_IDS_PER_NOTICE = 500;

interface TestCache {
  genotypes: Promise<Map<number, Genotype>>;
  index: GeneticTestIndex | null;
  version: number;
}

export async function createPedigreeService(options: PedigreeServiceOptions): Promise<PedigreeService> {
  const { data, log } = options;
  const load = async () => {
    const started = performance.now();
    const columns = await data.columns();
    const read = performance.now();
    const result = buildEngine(columns, (error) => log.warn({ conflict: error.code, ids: error.ids }, `pedigree repaired at load: ${error.message}`));
    log.info(
      { pets: columns.ids.length, readMs: Math.round(read - started), buildMs: Math.round(performance.now() - read) },
      'pedigree loaded',
    );
    return result;
  };

  let engine = await load();
  /** Bumped when the engine is replaced (reload): cached DNA inference of an older engine is rebuilt. */
  let version = 0;
  /** See PedigreeService.version. */
  let answersVersion = 0;
  const cards = createDogCards((ids) => data.dogCards(ids), { max: DOG_CARDS_MAX });
  const tests = new Map<string, TestCache>();
  let dnaTestList: { at: number; list: Promise<DnaTestInfo[]> } | null = null;
  /** Changes are applied one at a time, in the order they were heard or made. */
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (work: () => Promise<void> | void): Promise<void> => {
    const next = queue.then(work);
    queue = next.catch((error) => log.error({ err: error }, 'pedigree update failed'));
    return next;
  };

  /** Before pet `id` changes: DNA inference that involves it is dropped (rebuilt on demand), the rest is kept. */
  const beforeChange = (id: number) => {
    for (const entry of tests.values()) {
      if (entry.index && entry.version === version && !entry.index.beforeChange(id)) entry.index = null;
    }
  };
  const upsert = (row: PedigreeRow) => {
    beforeChange(row.id);
    engine.upsert(row.id, row.sireId, row.damId, row.sex, row.birthDate);
    cards.drop([row.id]);
    answersVersion++;
  };
  const remove = (id: number) => {
    if (engine.has(id) && !engine.isPlaceholder(id)) {
      beforeChange(id);
      engine.remove(id);
    }
    cards.drop([id]);
    answersVersion++;
  };
  const reload = async () => {
    engine = await load();
    version++;
    cards.clear();
    answersVersion++;
  };
  /** A write the engine refuses although the database took it (two concurrent writes): start over from the database. */
  const applyOrReload = async (apply: () => void) => {
    try {
      apply();
    } catch (error) {
      if (!(error instanceof PedigreeError)) throw error;
      log.error({ conflict: error.code, ids: error.ids }, `pedigree out of step with the database (${error.message}); reloading`);
      await reload();
    }
  };
  /** Re-reads one pet written by another instance. */
  const refreshPet = async (id: number) => {
    const row = await data.row(id);
    await applyOrReload(() => (row ? upsert(row) : remove(id)));
  };
  const shown = (ids: readonly number[]) => {
    cards.drop(ids);
    answersVersion++;
  };

  const onChange = (change: PedigreeChange) => {
    if (change.kind === 'results') {
      tests.delete(change.test);
      answersVersion++;
      return;
    }
    if (change.kind === 'shown') {
      shown(change.ids);
      return;
    }
    void enqueue(() => refreshPet(change.id)).catch(() => {});
  };
  const sync: PedigreeSync = await options.listen({
    onChange,
    onResync: () => {
      tests.clear();
      cards.clear();
      answersVersion++;
      void enqueue(reload).catch(() => {});
    },
  });
  const publish = async (change: PedigreeChange) => {
    try {
      await sync.publish(change);
    } catch (error) {
      log.error({ err: error, change }, 'could not tell the other API instances about a pedigree change');
    }
  };

  let closed = false;
  const service: PedigreeService = {
    get engine() {
      return engine;
    },
    cards,
    get version() {
      return answersVersion;
    },

    check(row) {
      for (const parent of [row.sireId, row.damId]) {
        if (parent !== null && parent !== 0 && (!engine.has(parent) || engine.isPlaceholder(parent))) {
          throw new PedigreeError('unknown-pet', [parent], (ids) => `pet ${ids[0]} does not exist`);
        }
      }
      engine.check(row.id, row.sireId, row.damId, row.sex, row.birthDate);
    },

    async saved(row) {
      await enqueue(() => applyOrReload(() => upsert(row)));
      await publish({ kind: 'pet', id: row.id });
    },

    async removed(id) {
      await enqueue(() => remove(id));
      await publish({ kind: 'pet', id });
    },

    async resultsChanged(testCode) {
      tests.delete(testCode);
      answersVersion++;
      await publish({ kind: 'results', test: testCode });
    },

    async shownChanged(ids) {
      shown(ids);
      for (let k = 0; k < ids.length; k += SHOWN_IDS_PER_NOTICE) {
        await publish({ kind: 'shown', ids: ids.slice(k, k + SHOWN_IDS_PER_NOTICE) });
      }
    },

    async geneticTest(testCode) {
      let entry = tests.get(testCode);
      if (!entry) {
        entry = { genotypes: data.genotypes(testCode), index: null, version: -1 };
        tests.set(testCode, entry);
        entry.genotypes.catch(() => tests.get(testCode) === entry && tests.delete(testCode));
      }
      const genotypes = await entry.genotypes;
      if (entry.index === null || entry.version !== version) {
        entry.index = engine.geneticTest(genotypes);
        entry.version = version;
      }
      return entry.index;
    },

    async describe(error) {
      const ids = error.ids.filter((id): id is number => typeof id === 'number' && id > 0);
      if (ids.length === 0) return error;
      const names = await data.names(ids);
      return error.withNames((id: PetKey) => {
        if (id === 0) return 'the new pet';
        const name = names.get(Number(id));
        return name === undefined ? `#${id}` : `"${name}" (#${id})`;
      });
    },

    dnaTests() {
      const now = Date.now();
      if (!dnaTestList || now - dnaTestList.at > DNA_TESTS_TTL_MS) {
        const list = data.dnaTests();
        dnaTestList = { at: now, list };
        list.catch(() => dnaTestList?.list === list && (dnaTestList = null));
      }
      return dnaTestList.list;
    },

    async ensure(ids) {
      const missing = ids.filter((id) => id > 0 && (!engine.has(id) || engine.isPlaceholder(id)));
      if (missing.length === 0) return;
      await enqueue(async () => {
        for (const id of missing) if (!engine.has(id) || engine.isPlaceholder(id)) await refreshPet(id);
      });
    },

    async warm() {
      for (const test of await service.dnaTests()) {
        if (closed) return;
        await service.geneticTest(test.code);
        await new Promise((resolve) => setImmediate(resolve));
      }
      // Every dog's card (the oldest first, up to the bound), a range of ids per query, so the first trees need no
      // read of their ancestors.
      for (let after = 0, stored = 0; stored < DOG_CARDS_MAX && !closed; ) {
        const read = await cards.fill(() => data.dogCardsAfter(after, Math.min(DOG_CARDS_WARM_CHUNK, DOG_CARDS_MAX - stored)));
        if (read.length === 0) break;
        after = read[read.length - 1].id;
        stored += read.length;
      }
    },

    settled: () => queue,
    reload: () => enqueue(reload),
    async close() {
      closed = true;
      await sync.close();
      await queue;
    },
  };
  return service;
}
