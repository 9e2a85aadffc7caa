import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $session, sessionChanged, type ApiError } from '@bc/shared';
import type { CurrentUser, EditableProfile } from '@bc/shared/contracts';
import { getEditableProfile } from '../api/get-editable-profile';

export type EditStatus = 'loading' | 'ready' | 'not-found' | 'failed';

/** The edit page opened for this nickname (the signed-in member's own for `/u/edit`). */
export const editPageOpened = createEvent<string>();
export const editRetried = createEvent<void>();
/** The edit page was left: the next visit loads afresh. */
export const editPageClosed = createEvent<void>();
/** A save answered with the member's new state (profile, avatar or nickname). */
export const memberSaved = createEvent<CurrentUser>();

export const fetchEditableFx = createEffect<string, EditableProfile, ApiError>(getEditableProfile);

const $nickname = createStore<string | null>(null).on(editPageOpened, (_, nickname) => nickname);

const loaded = sample({
  clock: fetchEditableFx.done,
  source: $nickname,
  filter: (nickname, { params }) => nickname === params,
  fn: (_, { result }) => result,
});
const failed = sample({
  clock: fetchEditableFx.fail,
  source: $nickname,
  filter: (nickname, { params }) => nickname === params,
  fn: (_, { error }) => error,
});

export const $editable = createStore<EditableProfile | null>(null)
  .reset(editPageClosed)
  .on(loaded, (_, profile) => profile)
  .on(memberSaved, (profile, user) =>
    profile && profile.id === user.id
      ? {
          ...profile,
          nickname: user.nickname,
          displayName: user.displayName,
          country: user.country,
          city: user.city,
          kennelName: user.kennelName,
          kennelPrefix: user.kennelPrefix,
          contacts: user.contacts,
          about: user.about,
          avatar: user.avatar,
          locale: user.locale,
        }
      : profile,
  );

export const $editStatus = createStore<EditStatus>('loading')
  .reset(editPageClosed)
  .on(fetchEditableFx, () => 'loading')
  .on(loaded, () => 'ready')
  .on(failed, (_, error) => (error.statusCode === 404 ? 'not-found' : 'failed'));

/** The signed-in member edits their own profile (otherwise a moderator edits someone else's). */
export const $isOwn = combine($editable, $session, (profile, session) => Boolean(profile && session?.id === profile.id));

/** Whose profile a save goes to: the edited profile and whether it is the signed-in member's own. */
export interface EditTarget {
  profile: { id: number } | null;
  own: boolean;
}

/** A save's request body: as is for one's own profile; a moderator's edit of someone else's adds their `userId`. */
export const withEditTarget = <Body extends object>({ profile, own }: EditTarget, body: Body): Body & { userId?: number } =>
  profile && !own ? { ...body, userId: profile.id } : body;

sample({
  clock: editPageOpened,
  source: { nickname: $editable.map((profile) => profile?.nickname ?? null), status: $editStatus },
  // The profile just renamed (its nickname is in the URL or the session) needs no new request.
  filter: ({ nickname, status }, requested) => !(status === 'ready' && nickname === requested),
  fn: (_, nickname) => nickname,
  target: fetchEditableFx,
});
sample({
  clock: editRetried,
  source: $nickname,
  filter: (nickname): nickname is string => nickname !== null,
  target: fetchEditableFx,
});

/** The signed-in member's own changes reach every app through the session. */
sample({
  clock: memberSaved,
  source: $session,
  filter: (session, user) => session?.id === user.id,
  fn: (_, user) => user,
  target: sessionChanged,
});
