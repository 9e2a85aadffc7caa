import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { type ApiError } from '@bc/shared';
import { createLoadModel, type LoadStatus } from '@bc/shared/load';
import { getPet } from '@bc/shared/pets';
import { isPetNotFound } from '../../../entities/pet';
import { submitPet, type SubmitRequest, type SubmitResult } from './submit';

export type EditStatus = Exclude<LoadStatus, 'idle'> | 'forbidden';

/** `/pets/add` (null) or `/pets/edit/{id}` opened. */
export const petFormOpened = createEvent<number | null>();

/** The pet being edited (`GET /api/pets/{id}`). */
const editable = createLoadModel({ fetch: (id: number, signal: AbortSignal) => getPet(id, { signal }), isNotFound: isPetNotFound });
export const petFormRetried = editable.retried;
export const fetchEditablePetFx = editable.fetchFx;
export const submitPetFx = createEffect<SubmitRequest, SubmitResult, ApiError>(submitPet);

const $adding = createStore(false).on(petFormOpened, (_, id) => id === null);

/** The pet being edited (null on /pets/add). */
export const $editPet = combine($adding, editable.$data, (adding, pet) => (adding ? null : pet));

/** Only the owner and moderators may edit: anyone else sees the 403 state (no write is ever attempted). */
export const $editStatus = combine($adding, editable.$status, editable.$data, (adding, status, pet): EditStatus => {
  if (adding) return 'ready';
  if (status === 'ready' && pet && !pet.permissions.canEdit) return 'forbidden';
  return status === 'idle' ? 'loading' : status;
});

export const $submitError = createStore<ApiError | null>(null)
  .on(submitPetFx.failData, (_, error) => error)
  .reset([petFormOpened, submitPetFx]);
export const $submitting = submitPetFx.pending;

sample({ clock: petFormOpened, filter: (id): id is number => id !== null, target: editable.opened });
