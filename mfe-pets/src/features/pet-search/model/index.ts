import { createEffect, createEvent, createStore, sample } from 'effector';
import { isAbortError, type ApiError } from '@bc/shared';
import type { PetSearchQuery, PetListResponse } from '@bc/shared/contracts';
import { searchPets } from '../api/search-pets';

export type SearchStatus = 'loading' | 'ready' | 'failed';

/** The page's URL gave a new search (the filters, as the API query). */
export const searchRequested = createEvent<PetSearchQuery>();
export const searchRetried = createEvent<void>();

export const searchPetsFx = createEffect<PetSearchQuery, PetListResponse, ApiError>((query) => searchPets(query));

const $request = createStore<PetSearchQuery | null>(null).on(searchRequested, (_, query) => query);

/** Only the answer to the latest request counts; aborted calls are dropped. */
const answered = sample({
  clock: searchPetsFx.finally,
  source: $request,
  filter: (request, answer) => request === answer.params && !(answer.status === 'fail' && isAbortError(answer.error)),
  fn: (_, answer) => answer,
});

export const $result = createStore<PetListResponse | null>(null).on(answered, (result, answer) =>
  answer.status === 'done' ? answer.result : result,
);
export const $status = createStore<SearchStatus>('loading')
  .on(searchRequested, () => 'loading')
  .on(answered, (_, answer) => (answer.status === 'done' ? 'ready' : 'failed'));

sample({ clock: searchRequested, target: searchPetsFx });
sample({
  clock: searchRetried,
  source: $request,
  filter: (request): request is PetSearchQuery => request !== null,
  target: [searchPetsFx, $status.reinit],
});
