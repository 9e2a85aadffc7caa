import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@bc/shared';
import type { PublicProfile } from '@bc/shared/contracts';
import { getProfile } from '../api/get-profile';

export type ProfileStatus = 'loading' | 'ready' | 'not-found' | 'failed';

/** `/u/{nickname}` opened (or its nickname changed). */
export const profilePageOpened = createEvent<string>();
export const profileRetried = createEvent<void>();

export const fetchProfileFx = createEffect<string, PublicProfile, ApiError>(getProfile);

const $nickname = createStore<string | null>(null).on(profilePageOpened, (_, nickname) => nickname);

/** Answers for a nickname other than the current one (a fast click through two profiles) are dropped. */
const profileLoaded = sample({
  clock: fetchProfileFx.done,
  source: $nickname,
  filter: (nickname, { params }) => nickname === params,
  fn: (_, { result }) => result,
});
const profileFailed = sample({
  clock: fetchProfileFx.fail,
  source: $nickname,
  filter: (nickname, { params }) => nickname === params,
  fn: (_, { error }) => error,
});

export const $profile = createStore<PublicProfile | null>(null)
  .on(profilePageOpened, () => null)
  .on(profileLoaded, (_, profile) => profile);

export const $profileStatus = createStore<ProfileStatus>('loading')
  .on(profilePageOpened, () => 'loading')
  .on(profileRetried, () => 'loading')
  .on(profileLoaded, () => 'ready')
  .on(profileFailed, (_, error) => (error.statusCode === 404 ? 'not-found' : 'failed'));

sample({ clock: profilePageOpened, target: fetchProfileFx });
sample({
  clock: profileRetried,
  source: $nickname,
  filter: (nickname): nickname is string => nickname !== null,
  target: fetchProfileFx,
});

export { profileLoaded };
