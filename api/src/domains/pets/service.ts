import type { FastifyBaseLogger } from 'fastify';
import type { AddPetBody, PetDetail, PetInput, PetSearchQuery } from '@bc/shared/contracts';
import type { Viewer } from '../../lib/viewer';
import type { DataAccess } from '../data';
import type { DictionaryLookups } from '../dictionaries/lookups';
import type { Events } from '../events';
import type { ErrorLog } from '../files/detach';
import type { Uploads } from '../files/uploads';
import type { PedigreeService } from '../pedigree/service';
import { visibilityFor } from './access';
import { attachmentRequestOperations } from './attachment-requests';
import { memberOperations } from './member';
import { criteriaOf } from './query';
import { createPetReadCaches } from './read-caches';
import { createPetReads, type Serialize } from './reads';
import { createSearchIndexKeeper, type SearchIndexKeeper } from './search-index-keeper';
import { createPetWrites } from './writes';

export interface PetsDeps {
  data: DataAccess;
  events: Events;
  pedigree: PedigreeService;
  /** What pets are validated against (the dictionaries domain). */
  lookups: () => Promise<DictionaryLookups>;
  /** New photos and documents, and attachment requests' documents, are the caller's uploads (the files domain). */
  uploads: Uploads;
  /** Where failures after a committed write are logged (a released upload's files not removed). */
  log: ErrorLog;
  /** How long search pages and pet pages are reused (default 2 s; 0 = never); writes drop what they change. */
  cacheTtlMs?: number;
  /** Text searches from the in-memory index (search-index.ts; default on): its loader logs here. Off: SQL only. */
  searchIndex?: { log: FastifyBaseLogger } | false;
}

/** Pets: search, the pet page, writes (with the pedigree engine), likes, notes and attachment requests. */
export function createPetsService(deps: PetsDeps) {
  const { data, events, pedigree, lookups } = deps;
  const caches = createPetReadCaches(deps.cacheTtlMs ?? 2000, events);
  const searchIndex: SearchIndexKeeper | null = deps.searchIndex ? createSearchIndexKeeper({ data, events, log: deps.searchIndex.log }) : null;
  const reads = createPetReads({ data, pedigree, lookups, caches, searchIndex });
  const writes = createPetWrites({ data, pedigree, lookups, events, uploads: deps.uploads, log: deps.log });
  return {
    ...reads,
    /** The in-memory text search (null when off); `load()` it once the app is ready. */
    searchIndex,

    /** A page of GET /api/pets, serialised. */
    async search(query: PetSearchQuery, viewer: Viewer | null, serialize: Serialize): Promise<string> {
      return reads.searchPage(criteriaOf(query, viewer, await lookups()), serialize);
    },

    /**
     * Every pet the search of GET /api/pets finds for the viewer, in its order, at most `limit` (ids), and how many
     * it finds: what an export of a search reads.
     */
    async searchIds(query: Omit<PetSearchQuery, 'page' | 'limit'>, viewer: Viewer | null, limit: number): Promise<{ ids: number[]; total: number }> {
      return reads.searchIds({ ...criteriaOf(query, viewer, await lookups()), page: 1, limit });
    },

    /** A page of GET /api/pets/for-stud: the search's filters over published, living males offered for stud. */
    async studs(query: PetSearchQuery, viewer: Viewer | null, serialize: Serialize): Promise<string> {
      const criteria = criteriaOf(query, viewer, await lookups());
      return reads.searchPage({ ...criteria, visibility: visibilityFor(null), status: undefined, sex: 'male', offeredForStud: true, alive: true }, serialize);
    },

    /** Adds a pet (and its new parent records); answers its page as the member who added it sees it. */
    async add(body: AddPetBody, viewer: Viewer): Promise<PetDetail> {
      return reads.detail(await writes.add(body, viewer), viewer, true);
    },

    /** Replaces every editable field of pet `id`; answers its page as the member who saved it sees it. */
    async save(id: number, body: PetInput, viewer: Viewer): Promise<PetDetail> {
      await writes.save(id, body, viewer);
      return reads.detail(id, viewer, true);
    },

    setPublish: writes.setPublish,
    /** Pet rows written with another domain's rows in one transaction (a litter's puppies, a mating's outside sire). */
    inTransaction: writes.inTransaction,
    ...memberOperations(data, reads, events),
    attachmentRequests: attachmentRequestOperations(data, reads, deps.uploads, events),

    /**
     * Forgets what the start's warm-up asked (src/warm-up.ts): the pages the read caches hold and the keys they saw, and
     * the texts and counts the search index remembered. Search items read meanwhile stay held (the start reads them all).
     */
    forgetAsked(): void {
      caches.details.clear();
      caches.lists.clear();
      caches.visitorPages.clear();
      searchIndex?.forgetRemembered();
    },
  };
}
export type PetsService = ReturnType<typeof createPetsService>;
