import { createEvent, createStore } from 'effector';
import { createLoadModel } from '@bc/shared/load';
import type { PetShort } from '@bc/shared/contracts';
import { isPetNotFound } from '../../../entities/pet';
import { loadPetShort, prefetchPetShort } from '../api/prefetched-pet';
import { prefetchedPet } from './prefetched';

/** The pet page's heading (`GET /api/pets/short/{id}`). */
const frame = createLoadModel({ fetch: (id: number) => loadPetShort(id), isNotFound: isPetNotFound });

/** The pet page's frame opened for pet {id} (or moved to another pet). */
export const petFrameOpened = frame.opened;
export const petFrameRetried = frame.retried;
/** The overview changed what the heading shows (a save, a status change). */
export const petShortUpdated = createEvent<Partial<PetShort> & { id: number }>();
frame.patch(petShortUpdated, (current, patch) => (current.id === patch.id ? { ...current, ...patch } : current));

export const fetchPetShortFx = frame.fetchFx;
export const $petShort = frame.$data;
export const $petShortStatus = frame.$status;

/** The pet page's heading as its route loader fetched it ahead of the page (`preloadPetFrame(id)`). */
export const { $prefetched: $prefetchedPetShort, preload: preloadPetFrame } = prefetchedPet(prefetchPetShort);

/**
 * A merged dog's old id: the API answered the record it was merged into (it redirects), so the page moves to that
 * record's address. `from` is the id asked for, `to` the one answered.
 */
export const $mergedInto = createStore<{ from: number; to: number } | null>(null).on(frame.loaded, (_, { query, data }) =>
  data.id === query ? null : { from: query, to: data.id },
);
