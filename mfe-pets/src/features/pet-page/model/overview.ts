import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@bc/shared';
import type { LikeResponse, PetDetail, SetPublishBody, SetPublishResponse } from '@bc/shared/contracts';
import { setPublish, toggleLike } from '../../../entities/pet';
import { loadPet, prefetchPet } from '../api/prefetched-pet';
import { petShortUpdated, type LoadStatus } from './frame';
import { prefetchedPet } from './prefetched';

/** The overview tab opened for pet {id}. */
export const petOpened = createEvent<number>();
export const petRetried = createEvent<void>();
/** The signed-in member pressed the like button. */
export const likeClicked = createEvent<void>();
/** The note modal saved (a text) or deleted (null) my note. */
export const noteChanged = createEvent<{ petId: number; note: string | null }>();
/** The owner or a moderator changed the publish status. */
export const publishRequested = createEvent<Omit<SetPublishBody, 'id'>>();

export const fetchPetFx = createEffect<number, PetDetail, ApiError>(loadPet);
export const toggleLikeFx = createEffect<number, LikeResponse, ApiError>(toggleLike);
export const setPublishFx = createEffect<SetPublishBody, SetPublishResponse, ApiError>(setPublish);

const $id = createStore<number | null>(null).on(petOpened, (_, id) => id);

const loaded = sample({
  clock: fetchPetFx.done,
  source: $id,
  filter: (id, { params }) => id === params,
  fn: (_, { result }) => result,
});
const failed = sample({
  clock: fetchPetFx.fail,
  source: $id,
  filter: (id, { params }) => id === params,
  fn: (_, { error }) => error,
});

export const $pet = createStore<PetDetail | null>(null)
  .on(petOpened, (current, id) => (current?.id === id ? current : null))
  .on(loaded, (_, pet) => pet)
  .on(toggleLikeFx.done, (pet, { params, result }) =>
    pet && pet.id === params ? { ...pet, likedByMe: result.liked, likes: result.count } : pet,
  )
  .on(noteChanged, (pet, { petId, note }) => (pet && pet.id === petId ? { ...pet, myNote: note } : pet))
  .on(setPublishFx.doneData, (pet, result) =>
    pet && pet.id === result.id ? { ...pet, publishStatus: result.publishStatus, hiddenReason: result.hiddenReason } : pet,
  );

export const $petStatus = createStore<LoadStatus>('loading')
  .on(petOpened, () => 'loading')
  .on(petRetried, () => 'loading')
  .on(loaded, () => 'ready')
  .on(failed, (_, error) => (error.statusCode === 404 || error.statusCode === 400 ? 'not-found' : 'failed'));

export const $likePending = toggleLikeFx.pending;
export const $publishPending = setPublishFx.pending;
export const $publishError = createStore<ApiError | null>(null)
  .on(setPublishFx.failData, (_, error) => error)
  .reset([setPublishFx, petOpened]);

sample({ clock: petOpened, target: fetchPetFx });

/** The pet as the overview's route loader fetched it ahead of the page (`preloadPet(id)`). */
export const { $prefetched: $prefetchedPet, preload: preloadPet } = prefetchedPet(prefetchPet);
sample({ clock: petRetried, source: $id, filter: (id): id is number => id !== null, target: fetchPetFx });
sample({
  clock: likeClicked,
  source: { id: $id, pending: $likePending },
  filter: ({ id, pending }) => id !== null && !pending,
  fn: ({ id }) => id as number,
  target: toggleLikeFx,
});
sample({
  clock: publishRequested,
  source: $id,
  filter: (id): id is number => id !== null,
  fn: (id, body) => ({ ...body, id: id as number }),
  target: setPublishFx,
});
sample({
  clock: setPublishFx.doneData,
  fn: (result) => ({ id: result.id, publishStatus: result.publishStatus }),
  target: petShortUpdated,
});
