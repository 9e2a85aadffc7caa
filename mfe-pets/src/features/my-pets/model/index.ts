import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@bc/shared';
import type { MyPetsQuery, MyPetsResponse, SetPublishBody, SetPublishResponse } from '@bc/shared/contracts';
import { setPublish } from '../../../entities/pet';
import { getMyPets } from '../api/get-my-pets';

export const MY_PETS_PAGE_SIZE = 20;
export type ListStatus = 'loading' | 'ready' | 'failed';

/** The page's filters (from its URL) changed, or the page opened. */
export const myPetsRequested = createEvent<MyPetsQuery>();
export const myPetsRetried = createEvent<void>();
/** The quick publish switch of one pet. */
export const publishToggled = createEvent<SetPublishBody>();

export const fetchMyPetsFx = createEffect<MyPetsQuery, MyPetsResponse, ApiError>(getMyPets);
export const togglePublishFx = createEffect<SetPublishBody, SetPublishResponse, ApiError>(setPublish);

const $request = createStore<MyPetsQuery | null>(null).on(myPetsRequested, (_, query) => query);
const answered = sample({
  clock: fetchMyPetsFx.finally,
  source: $request,
  filter: (request, answer) => request === answer.params,
  fn: (_, answer) => answer,
});

export const $myPets = createStore<MyPetsResponse | null>(null)
  .on(answered, (page, answer) => (answer.status === 'done' ? answer.result : page))
  .on(togglePublishFx.doneData, (page, result) =>
    page
      ? { ...page, items: page.items.map((pet) => (pet.id === result.id ? { ...pet, publishStatus: result.publishStatus } : pet)) }
      : page,
  );
export const $myPetsStatus = createStore<ListStatus>('loading')
  .on([myPetsRequested, myPetsRetried], () => 'loading')
  .on(answered, (_, answer) => (answer.status === 'done' ? 'ready' : 'failed'));
/** Pets whose publish switch is waiting for the server. */
export const $toggling = createStore<number[]>([])
  .on(togglePublishFx, (ids, body) => [...ids, body.id])
  .on(togglePublishFx.finally, (ids, { params }) => ids.filter((id) => id !== params.id));
export const $toggleError = createStore<ApiError | null>(null)
  .on(togglePublishFx.failData, (_, error) => error)
  .reset(togglePublishFx);

sample({ clock: myPetsRequested, target: fetchMyPetsFx });
sample({ clock: myPetsRetried, source: $request, filter: (request): request is MyPetsQuery => request !== null, target: fetchMyPetsFx });
sample({ clock: publishToggled, target: togglePublishFx });
