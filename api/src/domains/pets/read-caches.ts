import type { Events } from '../events';
import { ListItemCache } from './list-item-cache';
import { createReadCache } from './read-cache';
import type { SharedDetail } from './reads';

/** At most this many search items are held (~1 KB of heap each): every pet's up to this many pets. */
export const LIST_ITEMS_MAX = 300_000;

/**
 * The pets read caches and the writes that make their answers stale. Each write tells what it changed
 * (src/domains/events.ts); this is the one place that says what each change drops, and no more than that.
 */
export function createPetReadCaches(ttlMs: number, events: Events) {
  const caches = {
    /** What the pet page shows to anyone who may see the pet, by pet id (pages asked for again: see secondAsk). */
    details: createReadCache<SharedDetail | null>({ ttlMs, max: 5000, secondAsk: true }),
    /** Search pages, serialised, by criteria. */
    lists: createReadCache<string>({ ttlMs, max: 2000 }),
    /** Pet pages as visitors see them, serialised, by pet id (asked for again). */
    visitorPages: createReadCache<string>({ ttlMs, max: 5000, secondAsk: true }),
    /**
     * Search results' items by pet id (list-item-cache.ts), every pet's once warmed: a search the index answers reads
     * only the others. Dropped item by item by the writes below, this instance's and the others'.
     */
    items: new ListItemCache(ttlMs > 0 ? LIST_ITEMS_MAX : 0),
  };
  const everything = () => {
    caches.details.bump();
    caches.lists.bump();
    caches.visitorPages.bump();
  };
  const page = (petId: number) => {
    caches.details.drop(String(petId));
    caches.visitorPages.drop(String(petId));
  };
  const items = (ids: readonly number[]) => ids.forEach((id) => caches.items.drop(id));
  // A pet's fields, status and parents: its page, the pages that show it as a sire or dam, and searches.
  events.on('petsChanged', ({ ids }) => {
    everything();
    items(ids);
  });
  // The same changes made by another API instance, heard through the pedigree's notices (or all of them after a
  // reconnection): without this they would show here only once the TTL had passed.
  events.on('petsChangedElsewhere', ({ ids }) => {
    everything();
    if (ids) items(ids);
    else caches.items.clear();
  });
  // A main photo: in search results, in the `hasPhotos` filter, and on the offspring's pages.
  events.on('photosChanged', ({ petId }) => {
    everything();
    items([petId]);
  });
  // Members' names and accounts: shown as breeders and owners in search results and on pages.
  events.on('usersChanged', ({ ids }) => {
    everything();
    caches.items.dropMembers(ids);
  });
  events.on('usersChangedElsewhere', ({ ids }) => {
    everything();
    if (ids) caches.items.dropMembers(ids);
    else caches.items.clear();
  });
  // Likes are counted on the pet's own page (search results show none).
  events.on('likesChanged', ({ petId }) => page(petId));
  // Documents are listed on the pet's own page only.
  events.on('documentsChanged', ({ petId }) => page(petId));
  return caches;
}
export type PetReadCaches = ReturnType<typeof createPetReadCaches>;
