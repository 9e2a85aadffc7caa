import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@bc/shared';
import { LIMITS, type FullNamesQuery, type FullNamesResponse, type Sex } from '@bc/shared/contracts';
import { PICKER_LIMIT, searchFullNames } from '../api/search-full-names';

export type PickerStatus = 'idle' | 'loading' | 'ready' | 'failed';
export type FullNameItem = FullNamesResponse['items'][number];

/** The modal opened (with the sex to look for, if any). */
export const pickerOpened = createEvent<Sex | null>();
/** The debounced text changed. */
export const pickerQueryChanged = createEvent<string>();

export const searchFullNamesFx = createEffect<FullNamesQuery, FullNamesResponse, ApiError>((query) => searchFullNames(query));

const $sex = createStore<Sex | null>(null).on(pickerOpened, (_, sex) => sex);
const $request = createStore<FullNamesQuery | null>(null).reset(pickerOpened).on(searchFullNamesFx, (_, query) => query);

const answered = sample({
  clock: searchFullNamesFx.finally,
  source: $request,
  filter: (request, answer) => request === answer.params,
  fn: (_, answer) => answer,
});

export const $pickerItems = createStore<FullNameItem[]>([])
  .reset(pickerOpened)
  .on(answered, (items, answer) => (answer.status === 'done' ? answer.result.items : items));
export const $pickerStatus = createStore<PickerStatus>('idle')
  .reset(pickerOpened)
  .on(searchFullNamesFx, () => 'loading')
  .on(answered, (_, answer) => (answer.status === 'done' ? 'ready' : 'failed'));

const typed = sample({ clock: pickerQueryChanged, fn: (text) => text.trim().slice(0, LIMITS.search) });
sample({
  clock: typed,
  source: $sex,
  filter: (_, text) => text.length > 0,
  fn: (sex, text): FullNamesQuery => ({ query: text, limit: PICKER_LIMIT, ...(sex ? { sex } : {}) }),
  target: searchFullNamesFx,
});
// An emptied box clears the list (and forgets a request still in flight).
sample({ clock: typed, filter: (text) => text.length === 0, target: [$pickerItems.reinit, $pickerStatus.reinit, $request.reinit] });
