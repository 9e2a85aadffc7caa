import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@bc/shared';
import type { PetShort } from '@bc/shared/contracts';
import { loadPetShort, prefetchPetShort } from '../api/prefetched-pet';
import { prefetchedPet } from './prefetched';

export type LoadStatus = 'loading' | 'ready' | 'not-found' | 'failed';

/** The pet page's frame opened for pet {id} (or moved to another pet). */
export const petFrameOpened = createEvent<number>();
export const petFrameRetried = createEvent<void>();
/** The overview changed what the heading shows (a save, a status change). */
export const petShortUpdated = createEvent<Partial<PetShort> & { id: number }>();

export const fetchPetShortFx = createEffect<number, PetShort, ApiError>(loadPetShort);

const $id = createStore<number | null>(null).on(petFrameOpened, (_, id) => id);

const loaded = sample({
  clock: fetchPetShortFx.done,
  source: $id,
  filter: (id, { params }) => id === params,
  fn: (_, { result }) => result,
});
const failed = sample({
  clock: fetchPetShortFx.fail,
  source: $id,
  filter: (id, { params }) => id === params,
  fn: (_, { error }) => error,
});

export const $petShort = createStore<PetShort | null>(null)
  .on(petFrameOpened, (current, id) => (current?.id === id ? current : null))
  .on(loaded, (_, pet) => pet)
  .on(petShortUpdated, (current, patch) => (current && current.id === patch.id ? { ...current, ...patch } : current));

export const $petShortStatus = createStore<LoadStatus>('loading')
  .on(petFrameOpened, () => 'loading')
  .on(petFrameRetried, () => 'loading')
  .on(loaded, () => 'ready')
  .on(failed, (_, error) => (error.statusCode === 404 || error.statusCode === 400 ? 'not-found' : 'failed'));

sample({ clock: petFrameOpened, target: fetchPetShortFx });

/** The pet page's heading as its route loader fetched it ahead of the page (`preloadPetFrame(id)`). */
export const { $prefetched: $prefetchedPetShort, preload: preloadPetFrame } = prefetchedPet(prefetchPetShort);
sample({ clock: petFrameRetried, source: $id, filter: (id): id is number => id !== null, target: fetchPetShortFx });
