import type {
  OffspringResponse, PageOf, PetDetail, PetDnaStatus, PetListItem, PetSearchItem, PetShort, SiblingsResponse,
} from '@bc/shared/contracts';
import { notFound } from '../../lib/http-error';
import type { Viewer } from '../../lib/viewer';
import type { DataAccess } from '../data';
import type { DictionaryLookups } from '../dictionaries/lookups';
import type { PedigreeService } from '../pedigree/service';
import { canSeeLitter, canSeeMating } from '../matings/access';
import { canEdit, canSee, visibilityFor } from './access';
import { type DetailRow, type ShortWithAccess, toPetShort } from './data/details';
import { type ListItemParts, toPetListItem } from './data/list-items';
import type { PetCriteria } from './data/search';
import { criteriaKey } from './query';
import type { PetReadCaches } from './read-caches';
import { coiOf, searchAnswer, searchAnswerJson, withParentage } from './search-answer';
import type { SearchIndexKeeper } from './search-index-keeper';

/** What the pet page shows to anyone who may see the pet (the caller's part is added per request). */
export interface SharedDetail {
  row: DetailRow;
  dna: PetDnaStatus[];
  coi: number | null;
}

export interface PetReadsDeps {
  data: DataAccess;
  pedigree: PedigreeService;
  lookups: () => Promise<DictionaryLookups>;
  caches: PetReadCaches;
  /** Answers text searches from memory when it can (null: always SQL). */
  searchIndex: SearchIndexKeeper | null;
}

/** The route's own serializer for its 200 answer (answers are cached serialised: a hit is sent as it is). */
export type Serialize = (value: never) => string;

const TESTED_STATUS: Record<string, PetDnaStatus['status']> = { 'N/N': 'clear', 'N/M': 'carrier', 'M/M': 'affected' };

/**
 * Pets read per statement while warming the search items (see warmItems): ~6 ms of PGlite's thread each (~20 µs a
 * pet), which a pet page's query may wait for; fewer cost more a pet (100: ~38 µs), more hold the pet pages up longer.
 */
const ITEMS_PER_READ = 300;

const toShort = toPetShort;
const visibleShort = (viewer: Viewer | null, s: ShortWithAccess | null) => (s && canSee(viewer, s) ? toShort(s) : null);

/** The pet page, its relatives and searches (cached briefly: see read-caches.ts). */
export function createPetReads(deps: PetReadsDeps) {
  const { data, pedigree, caches } = deps;

  /**
   * The items of the page the index found, in its order, as JSON: from memory (caches.items, every pet's once
   * warmed), the others read in one statement (which also checks that the caller may see them) and kept; `read`:
   * how many were read.
   */
  async function itemsOf(
    criteria: PetCriteria,
    found: { ids: number[]; total: number },
  ): Promise<{ items: { id: number; json: string }[]; read: number }> {
    const held = found.ids.map((id) => caches.items.get(id));
    const missing = found.ids.filter((_, i) => held[i] === undefined);
    if (missing.length === 0) return { items: found.ids.map((id, i) => ({ id, json: held[i] as string })), read: 0 };
    const generation = caches.items.generation;
    const read = await data.petSearch.pageOf(criteria, { ids: missing, total: found.total });
    const texts = caches.items.keep(read.items, generation);
    const byId = new Map(read.items.map((item, i) => [item.id, texts[i]]));
    const items: { id: number; json: string }[] = [];
    found.ids.forEach((id, i) => {
      const json = held[i] ?? byId.get(id);
      if (json !== undefined) items.push({ id, json });
    });
    return { items, read: missing.length };
  }

  /**
   * DNA tests as shown: the pet's results, and for each untested test the engine's inference when it says
   * `clear-by-parentage` (both parents N/N, tested or themselves clear by parentage). Never stored. The inference
   * is the pedigree service's index of each test over the whole pedigree (the one trees show, kept up to date by the
   * writes and rebuilt on demand after a test's results change), so a pet page reads no ancestors and infers nothing.
   */
  async function dnaStatuses(row: DetailRow): Promise<PetDnaStatus[]> {
    const pet = row.row.pet;
    const tested = new Set(row.dna.map((r) => r.testId));
    const statuses: PetDnaStatus[] = row.dna.map((r) => ({
      testId: r.testId, result: r.result as PetDnaStatus['result'], status: TESTED_STATUS[r.result] ?? 'clear',
      date: r.date, lab: r.lab, documentId: r.documentId,
    }));
    if (pet.sireId === null || pet.damId === null || !pedigree.engine.has(pet.id)) return statuses;
    const { dnaTests } = await deps.lookups();
    const untested = dnaTests.filter((testId) => !tested.has(testId));
    const indexes = await Promise.all(untested.map((testId) => pedigree.geneticTest(testId)));
    if (!pedigree.engine.has(pet.id)) return statuses;
    untested.forEach((testId, k) => {
      if (indexes[k].status(pet.id) === 'clear-by-parentage') {
        statuses.push({ testId, result: null, status: 'clear-by-parentage', date: null, lab: null, documentId: null });
      }
    });
    const order = new Map(dnaTests.map((t, i) => [t, i]));
    return statuses.sort((a, b) => (order.get(a.testId) ?? 1e9) - (order.get(b.testId) ?? 1e9) || a.testId.localeCompare(b.testId));
  }

  async function shared(id: number): Promise<SharedDetail | null> {
    return caches.details.get(String(id), async () => {
      const row = await data.petDetails.detail(id);
      if (!row) return null;
      return { row, dna: await dnaStatuses(row), coi: coiOf(pedigree, id) };
    });
  }

  /** The pet when the viewer may see it; 404 otherwise (drafts of others stay unknown). */
  async function visible(id: number, viewer: Viewer | null, always = false) {
    const found = await shared(id);
    if (!found || (!always && !canSee(viewer, found.row.row.pet))) throw notFound('Pet not found', 'id');
    return found;
  }

  /**
   * The pet page. `justWritten`: the answer to the member who just saved the pet, even when the save took it
   * out of their sight (e.g. they handed a draft over to another owner).
   */
  async function detail(id: number, viewer: Viewer | null, justWritten = false): Promise<PetDetail> {
    const { row, dna, coi } = await visible(id, viewer, justWritten);
    const pet = row.row.pet;
    const [likedByMe, myNote] = viewer
      ? await Promise.all([data.likes.isLiked(viewer.id, id), data.notes.get(viewer.id, id)])
      : [false, null];
    const editable = canEdit(viewer, pet);
    return {
      ...toPetListItem(row.row),
      microchip: pet.microchip,
      workingResults: pet.workingResults,
      hiddenReason: editable ? pet.hiddenReason : null,
      sire: visibleShort(viewer, row.sire),
      dam: visibleShort(viewer, row.dam),
      registrations: row.registrations,
      health: row.health,
      dna,
      photos: row.photos,
      documents: row.documents,
      likes: row.likes,
      likedByMe,
      myNote,
      coi,
      createdBy: pet.createdBy,
      updatedBy: pet.updatedBy,
      createdAt: pet.createdAt.toISOString(),
      updatedAt: pet.updatedAt.toISOString(),
      version: pet.version,
      permissions: { canEdit: editable, canModerate: viewer?.isModerator === true },
    };
  }

  /** The litter record of each offspring the viewer may see, with its mating when the viewer may see that too. */
  async function litterRecords(petIds: number[], viewer: Viewer | null): Promise<Map<number, { litterId: number; matingId: number | null }>> {
    const byPet = await data.petRelatives.litterIds(petIds);
    const ids = [...new Set(byPet.values())];
    const [litters, matings] = await Promise.all([data.litters.byIds(ids), data.matings.byLitters(ids)]);
    const records = new Map<number, { litterId: number; matingId: number | null }>();
    for (const [petId, litterId] of byPet) {
      const litter = litters.get(litterId);
      if (!litter || !canSeeLitter(viewer, litter)) continue;
      const mating = matings.get(litterId);
      records.set(petId, { litterId, matingId: mating && canSeeMating(viewer, mating) ? mating.id : null });
    }
    return records;
  }

  return {
    detail,

    /**
     * Reads every pet's search item into memory (caches.items), ITEMS_PER_READ pets at a time by id, until all are
     * held, the cache is full or `stopped()`: each read is a short turn of the database between the requests' queries.
     * The members and main photos are read at once, and again after any change (a change drops or bumps the items'
     * generation, and no item read before it is kept). Resolves with the number of items held.
     */
    async warmItems(stopped: () => boolean): Promise<number> {
      let after = 0;
      let parts: ListItemParts | null = null;
      let partsGeneration = -1;
      while (!stopped() && !caches.items.full) {
        const generation = caches.items.generation;
        if (parts === null || partsGeneration !== generation) {
          parts = await data.petSearch.itemParts();
          partsGeneration = generation;
          continue;
        }
        const items = await data.petSearch.itemsAfter(parts, after, ITEMS_PER_READ);
        if (caches.items.generation !== generation) continue;
        caches.items.keep(items, generation);
        if (items.length < ITEMS_PER_READ) break;
        after = items[items.length - 1].id;
      }
      return caches.items.size;
    },

    /** The pet page as visitors see it, serialised (cached briefly: most pet pages are read by visitors). */
    visitorDetail(id: number, serialize: Serialize): Promise<string> {
      return caches.visitorPages.get(String(id), async () => (serialize as (value: PetDetail) => string)(await detail(id, null)));
    },

    /** The pet in short; 404 naming `field` when it does not exist or the viewer may not see it. */
    async short(id: number, viewer: Viewer | null, field = 'id'): Promise<PetShort> {
      const [found] = await data.petDetails.shorts([id]);
      if (!found || !canSee(viewer, found)) throw notFound('Pet not found', field);
      return toShort(found);
    },

    async siblings(id: number, viewer: Viewer | null): Promise<SiblingsResponse> {
      const pet = (await visible(id, viewer)).row.row.pet;
      const all = await data.petRelatives.siblings(pet, visibilityFor(viewer, viewer?.isModerator === true));
      const result: SiblingsResponse = { full: [], bySire: [], byDam: [] };
      for (const s of all) {
        const sameSire = pet.sireId !== null && s.sireId === pet.sireId;
        const sameDam = pet.damId !== null && s.damId === pet.damId;
        if (sameSire && sameDam) result.full.push(s);
        else if (sameSire) result.bySire.push(s);
        else if (sameDam) result.byDam.push(s);
      }
      return result;
    },

    async offspring(id: number, viewer: Viewer | null): Promise<OffspringResponse> {
      await visible(id, viewer);
      const offspring = await data.petRelatives.offspring(id, visibilityFor(viewer, viewer?.isModerator === true));
      const partnerOf = (o: PetListItem) => (o.sireId === id ? o.damId : o.sireId);
      const partners = new Map((await data.petDetails.shorts([...new Set(offspring.map(partnerOf).filter((p): p is number => p !== null))])).map((s) => [s.id, s]));
      const records = await litterRecords(offspring.map((o) => o.id), viewer);
      const litters = new Map<string, OffspringResponse['litters'][number] & { partnerId: number | null }>();
      for (const o of offspring) {
        const partnerId = partnerOf(o);
        const key = `${partnerId ?? 0}|${o.birthDate ?? ''}`;
        let litter = litters.get(key);
        if (!litter) {
          litter = {
            partnerId, partner: visibleShort(viewer, partnerId === null ? null : partners.get(partnerId) ?? null),
            birthDate: o.birthDate, birthPrecision: o.birthPrecision, litterId: null, matingId: null, offspring: [],
          };
          litters.set(key, litter);
        }
        const record = records.get(o.id);
        if (record && litter.litterId === null) Object.assign(litter, record);
        litter.offspring.push(o);
      }
      const byPartner = new Map<number | null, OffspringResponse['partners'][number]>();
      for (const litter of litters.values()) {
        const entry = byPartner.get(litter.partnerId) ?? { partner: litter.partner, litters: 0, offspring: 0 };
        entry.litters += 1;
        entry.offspring += litter.offspring.length;
        byPartner.set(litter.partnerId, entry);
      }
      return {
        litters: [...litters.values()].map(({ partnerId: _partnerId, ...litter }) => litter),
        partners: [...byPartner.values()].sort(
          (a, b) =>
            b.offspring - a.offspring || b.litters - a.litters || Number(a.partner === null) - Number(b.partner === null) ||
            (a.partner?.registeredName ?? '').localeCompare(b.partner?.registeredName ?? ''),
        ),
        total: offspring.length,
      };
    },

    /** The ids of the criteria's page (from the search index when it can answer) and how many pets match. */
    async searchIds(criteria: PetCriteria): Promise<{ ids: number[]; total: number }> {
      const resolved = await withParentage(pedigree, criteria);
      return (await deps.searchIndex?.search(resolved)) ?? data.petSearch.ids(resolved);
    },

    /**
     * A page of search results with each pet's COI and health results searched for, serialised: kept briefly when
     * the database was read for it, not when the index and the held items answered it (that takes a fraction of a
     * millisecond, and thousands of kept pages a second would outlive the young heap: see read-cache.ts).
     */
    searchPage(criteria: PetCriteria, serialize: Serialize): Promise<string> {
      let fromMemory = false;
      const load = async () => {
        const resolved = await withParentage(pedigree, criteria);
        // The index answers only searches without health clauses (indexAnswers): their items need no health results.
        const found = await deps.searchIndex?.search(resolved);
        if (found) {
          const items = await itemsOf(resolved, found);
          fromMemory = items.read === 0;
          return searchAnswerJson(pedigree, resolved, found.total, items.items);
        }
        const page = await data.petSearch.search(resolved);
        return (serialize as (value: PageOf<PetSearchItem>) => string)(await searchAnswer(pedigree, data.petSearch.healthOf, resolved, page));
      };
      return caches.lists.get(criteriaKey(criteria), load, () => !fromMemory);
    },
  };
}
export type PetReads = ReturnType<typeof createPetReads>;
