import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@bc/shared';
import type { PetShort } from '@bc/shared/contracts';
import { openAndWait } from '../../../lib/open-and-wait';
import { getPetShort } from '../api/get-pet-short';

export type LoadStatus = 'loading' | 'ready' | 'not-found' | 'failed';

/** The pet page's frame opened for pet {id} (or moved to another pet). */
export const petFrameOpened = createEvent<number>();
export const petFrameRetried = createEvent<void>();
/** The pet page was left: opening it again loads the pet again. */
export const petFrameClosed = createEvent<void>();
/** The overview changed what the heading shows (a save, a status change). */
export const petShortUpdated = createEvent<Partial<PetShort> & { id: number }>();

export const fetchPetShortFx = createEffect<number, PetShort, ApiError>(getPetShort);

const $id = createStore<number | null>(null);
// Opening the pet that is open already (the route loader preloaded it for the first render) does not load it again.
const opening = sample({ clock: petFrameOpened, source: $id, filter: (id, next) => id !== next, fn: (_, next) => next });
$id.on(opening, (_, id) => id).reset(petFrameClosed);

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
  .on(opening, () => 'loading')
  .on(petFrameRetried, () => 'loading')
  .on(loaded, () => 'ready')
  .on(failed, (_, error) => (error.statusCode === 404 || error.statusCode === 400 ? 'not-found' : 'failed'));

sample({ clock: opening, target: fetchPetShortFx });

/** The route loader's preload: opens pet {id}'s frame and waits for its data (the page's first render shows it). */
export const preloadPetFrame = (id: number) => openAndWait(fetchPetShortFx, id, () => petFrameOpened(id));
sample({ clock: petFrameRetried, source: $id, filter: (id): id is number => id !== null, target: fetchPetShortFx });
