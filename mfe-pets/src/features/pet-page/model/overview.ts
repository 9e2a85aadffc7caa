import { createEffect, createEvent, createStore, sample } from 'effector';
import { type ApiError } from '@bc/shared';
import { createLoadModel } from '@bc/shared/load';
import type { LikeResponse, SetPublishBody, SetPublishResponse } from '@bc/shared/contracts';
import { isPetNotFound, setPublish, toggleLike } from '../../../entities/pet';
import { loadPet, prefetchPet } from '../api/prefetched-pet';
import { petShortUpdated } from './frame';
import { prefetchedPet } from './prefetched';

/** The pet (`GET /api/pets/{id}`). */
const overview = createLoadModel({ fetch: (id: number) => loadPet(id), isNotFound: isPetNotFound });

/** The overview tab opened for pet {id}. */
export const petOpened = overview.opened;
export const petRetried = overview.retried;
/** The signed-in member pressed the like button. */
export const likeClicked = createEvent<void>();
/** The note modal saved (a text) or deleted (null) my note. */
export const noteChanged = createEvent<{ petId: number; note: string | null }>();
/** The owner or a moderator changed the publish status. */
export const publishRequested = createEvent<Omit<SetPublishBody, 'id'>>();

export const fetchPetFx = overview.fetchFx;
export const toggleLikeFx = createEffect<number, LikeResponse, ApiError>(toggleLike);
export const setPublishFx = createEffect<SetPublishBody, SetPublishResponse, ApiError>(setPublish);

const $id = overview.$query;

overview.patch(toggleLikeFx.done, (pet, { params, result }) => (pet.id === params ? { ...pet, likedByMe: result.liked, likes: result.count } : pet));
overview.patch(noteChanged, (pet, { petId, note }) => (pet.id === petId ? { ...pet, myNote: note } : pet));
overview.patch(setPublishFx.doneData, (pet, result) =>
  pet.id === result.id ? { ...pet, publishStatus: result.publishStatus, hiddenReason: result.hiddenReason } : pet,
);
export const $pet = overview.$data;
export const $petStatus = overview.$status;

export const $likePending = toggleLikeFx.pending;
export const $publishPending = setPublishFx.pending;
export const $publishError = createStore<ApiError | null>(null)
  .on(setPublishFx.failData, (_, error) => error)
  .reset([setPublishFx, petOpened]);

/** The pet as the overview's route loader fetched it ahead of the page (`preloadPet(id)`). */
export const { $prefetched: $prefetchedPet, preload: preloadPet } = prefetchedPet(prefetchPet);
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
