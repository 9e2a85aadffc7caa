import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@bc/shared';
import type { CurrentUser, UpdateProfileBody } from '@bc/shared/contracts';
import { failureToastFx, successToastFx } from '../../../lib/toast';
import { updateProfile } from '../api/update-profile';
import { $editable, $isOwn, editPageOpened, memberSaved, withEditTarget } from './editor';

/** The profile form's fields, as the API takes them (`userId` is added for a moderator's edit). */
export type ProfileChanges = Omit<UpdateProfileBody, 'userId' | 'avatar'>;

export const profileSubmitted = createEvent<ProfileChanges>();

export const updateProfileFx = createEffect<UpdateProfileBody, CurrentUser, ApiError>(updateProfile);

export const $profilePending = updateProfileFx.pending;
export const $profileError = createStore<ApiError | null>(null)
  .on(updateProfileFx.failData, (_, error) => error)
  .reset(profileSubmitted, editPageOpened);

sample({
  clock: profileSubmitted,
  source: { profile: $editable, own: $isOwn, pending: $profilePending },
  filter: ({ profile, pending }) => profile !== null && !pending,
  fn: (target, changes): UpdateProfileBody => withEditTarget(target, changes),
  target: updateProfileFx,
});

sample({ clock: updateProfileFx.doneData, target: memberSaved });
sample({ clock: updateProfileFx.done, fn: () => 'edit.saved', target: successToastFx });
sample({ clock: updateProfileFx.failData, filter: (error) => !error.field, target: failureToastFx });
