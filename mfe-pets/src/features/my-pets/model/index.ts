import { createEffect, createEvent, createStore, sample } from 'effector';
import { type ApiError } from '@bc/shared';
import { createPagedList } from '@bc/shared/list';
import type { MyPetsQuery, SetPublishBody, SetPublishResponse } from '@bc/shared/contracts';
import { setPublish } from '../../../entities/pet';
import { getMyPets } from '../api/get-my-pets';

/** The filters of `/u/pets` (in its URL). */
export type MyPetsFilters = Pick<MyPetsQuery, 'role' | 'status'>;

/** My pets of every status, a page at a time. */
export const myPets = createPagedList<MyPetsFilters, Awaited<ReturnType<typeof getMyPets>>>({ fetch: getMyPets, pageSize: 20 });

/** The quick publish switch of one pet. */
export const publishToggled = createEvent<SetPublishBody>();
export const togglePublishFx = createEffect<SetPublishBody, SetPublishResponse, ApiError>(setPublish);

myPets.patch(togglePublishFx.doneData, (page, result) => ({
  ...page,
  items: page.items.map((pet) => (pet.id === result.id ? { ...pet, publishStatus: result.publishStatus } : pet)),
}));
/** Pets whose publish switch is waiting for the server. */
export const $toggling = createStore<number[]>([])
  .on(togglePublishFx, (ids, body) => [...ids, body.id])
  .on(togglePublishFx.finally, (ids, { params }) => ids.filter((id) => id !== params.id));
export const $toggleError = createStore<ApiError | null>(null)
  .on(togglePublishFx.failData, (_, error) => error)
  .reset(togglePublishFx);

sample({ clock: publishToggled, target: togglePublishFx });
