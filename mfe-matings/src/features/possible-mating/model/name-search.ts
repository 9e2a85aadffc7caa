import { createEffect, createEvent, createStore, sample } from 'effector';
import { latestOnly, searchFullNames, type ApiError } from '@bc/shared';
import { LIMITS, type FullNamesQuery, type FullNamesResponse, type Sex } from '@bc/shared/contracts';

/** How many names a picker offers. */
export const PICKER_LIMIT = 10;

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'failed';
export type NameItem = FullNamesResponse['items'][number];

/** Autocomplete of registered names of one sex: each picker has its own, so typing in one never aborts the other. */
export function createNameSearch(sex: Sex) {
  /** The (debounced) text of the box changed. */
  const queryChanged = createEvent<string>();
  /** The list is no longer needed (a pet was picked, the box emptied). */
  const searchReset = createEvent();

  const search = latestOnly((signal: AbortSignal, query: FullNamesQuery) => searchFullNames(query, { signal }));
  const searchFx = createEffect<FullNamesQuery, FullNamesResponse, ApiError>((query) => search(query));

  const $request = createStore<FullNamesQuery | null>(null)
    .on(searchFx, (_, query) => query)
    .reset(searchReset);
  // Only the newest request's answer counts (older ones were aborted, or arrive late).
  const answered = sample({
    clock: searchFx.finally,
    source: $request,
    filter: (request, answer) => request === answer.params,
    fn: (_, answer) => answer,
  });

  const $items = createStore<NameItem[]>([])
    .on(answered, (items, answer) => (answer.status === 'done' ? answer.result.items : items))
    .reset(searchReset);
  const $status = createStore<SearchStatus>('idle')
    .on(searchFx, () => 'loading')
    .on(answered, (_, answer) => (answer.status === 'done' ? 'ready' : 'failed'))
    .reset(searchReset);

  const typed = sample({ clock: queryChanged, fn: (text) => text.trim().slice(0, LIMITS.search) });
  sample({
    clock: typed,
    filter: (text) => text.length > 0,
    fn: (text): FullNamesQuery => ({ query: text, sex, limit: PICKER_LIMIT }),
    target: searchFx,
  });
  sample({ clock: typed, filter: (text) => text.length === 0, target: searchReset });

  return { queryChanged, searchReset, searchFx, $items, $status };
}

export type NameSearch = ReturnType<typeof createNameSearch>;
