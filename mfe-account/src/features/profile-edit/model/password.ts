import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@bc/shared';
import type { OkResponse } from '@bc/shared/contracts';
import { updatePassword } from '../../../entities/account';
import { failureToastFx, successToastFx } from '../../../lib/toast';
import { $editable, editPageOpened } from './editor';

/** The new password and the caller's current one (their own, a moderator's too), which the API asks for. */
export const passwordSubmitted = createEvent<{ password: string; currentPassword: string }>();

export const updatePasswordFx = createEffect<{ password: string; currentPassword: string; id: number }, OkResponse, ApiError>(updatePassword);

export const $passwordPending = updatePasswordFx.pending;
export const $passwordError = createStore<ApiError | null>(null)
  .on(updatePasswordFx.failData, (_, error) => error)
  .reset(passwordSubmitted, editPageOpened);
/** Counts saved passwords: the form clears itself after each. */
export const $passwordSaves = createStore(0).on(updatePasswordFx.done, (count) => count + 1);

sample({
  clock: passwordSubmitted,
  source: { profile: $editable, pending: $passwordPending },
  filter: ({ profile, pending }) => profile !== null && !pending,
  fn: ({ profile }, { password, currentPassword }) => ({ password, currentPassword, id: profile?.id ?? 0 }),
  target: updatePasswordFx,
});

sample({ clock: updatePasswordFx.done, fn: () => 'edit.password.saved', target: successToastFx });
sample({ clock: updatePasswordFx.failData, filter: (error) => !error.field, target: failureToastFx });
