import { createEffect, createEvent, createStore, sample } from 'effector';
import { getPet, type ApiError } from '@bc/shared';
import type { PetDetail } from '@bc/shared/contracts';
import { submitPet, type SubmitRequest, type SubmitResult } from './submit';

export type EditStatus = 'loading' | 'ready' | 'not-found' | 'forbidden' | 'failed';

/** `/pets/add` (null) or `/pets/edit/{id}` opened. */
export const petFormOpened = createEvent<number | null>();
export const petFormRetried = createEvent<void>();

export const fetchEditablePetFx = createEffect<number, PetDetail, ApiError>(getPet);
export const submitPetFx = createEffect<SubmitRequest, SubmitResult, ApiError>(submitPet);

const $id = createStore<number | null>(null).on(petFormOpened, (_, id) => id);

const loaded = sample({
  clock: fetchEditablePetFx.done,
  source: $id,
  filter: (id, { params }) => id === params,
  fn: (_, { result }) => result,
});
const failed = sample({
  clock: fetchEditablePetFx.fail,
  source: $id,
  filter: (id, { params }) => id === params,
  fn: (_, { error }) => error,
});

/** The pet being edited (null on /pets/add). */
export const $editPet = createStore<PetDetail | null>(null)
  .on(petFormOpened, () => null)
  .on(loaded, (_, pet) => pet);

/** Only the owner and moderators may edit: anyone else sees the 403 state (no write is ever attempted). */
export const $editStatus = createStore<EditStatus>('loading')
  .on(petFormOpened, (_, id) => (id === null ? 'ready' : 'loading'))
  .on(petFormRetried, () => 'loading')
  .on(loaded, (_, pet) => (pet.permissions.canEdit ? 'ready' : 'forbidden'))
  .on(failed, (_, error) => (error.statusCode === 404 || error.statusCode === 400 ? 'not-found' : 'failed'));

export const $submitError = createStore<ApiError | null>(null)
  .on(submitPetFx.failData, (_, error) => error)
  .reset([petFormOpened, submitPetFx]);
export const $submitting = submitPetFx.pending;

sample({ clock: petFormOpened, filter: (id): id is number => id !== null, target: fetchEditablePetFx });
sample({ clock: petFormRetried, source: $id, filter: (id): id is number => id !== null, target: fetchEditablePetFx });
