import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@bc/shared';
import type { AdminUser, UsersResponse } from '@bc/shared/contracts';
import { searchUsers } from '../api/search-users';

export type SearchStatus = 'loading' | 'ready' | 'failed';

export const usersPickerOpened = createEvent<void>();
/** The (debounced) search text changed. */
export const usersQueryChanged = createEvent<string>();

export const searchUsersFx = createEffect<string, UsersResponse, ApiError>((text) => searchUsers(text));

const $query = createStore('').reset(usersPickerOpened);

/** A text that differs from the one already searched. */
const textChanged = sample({
  clock: usersQueryChanged,
  source: $query,
  filter: (previous, text) => previous !== text.trim(),
  fn: (_, text) => text.trim(),
});
$query.on(textChanged, (_, text) => text);

/** Only the answer for the current text counts (the aborted ones fail, and are ignored). */
const answered = sample({
  clock: searchUsersFx.finally,
  source: $query,
  filter: (text, { params }) => text === params,
  fn: (_, answer) => answer,
});

export const $users = createStore<AdminUser[]>([])
  .reset(usersPickerOpened)
  .on(answered, (users, answer) => (answer.status === 'done' ? answer.result.items : users));
export const $usersTotal = createStore(0).on(answered, (total, answer) =>
  answer.status === 'done' ? answer.result.total : total,
);
export const $usersStatus = createStore<SearchStatus>('loading')
  .on(searchUsersFx, () => 'loading')
  .on(answered, (_, answer) => (answer.status === 'done' ? 'ready' : 'failed'));

sample({ clock: usersPickerOpened, fn: () => '', target: searchUsersFx });
sample({ clock: textChanged, target: searchUsersFx });
