import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@bc/shared';
import { resetPassword } from '../api/reset-password';
import type { OkResponse, UpdatePasswordBody } from '../api/types';
import { authClosed, authOpened } from './opened';

/** The reset form sends the emailed token as `id`. */
type ResetBody = UpdatePasswordBody & { id: string };

export const newPasswordSubmitted = createEvent<ResetBody>();

export const resetPasswordFx = createEffect<ResetBody, OkResponse, ApiError>(resetPassword);

export const $resetPending = resetPasswordFx.pending;
export const $resetError = createStore<ApiError | null>(null)
  .on(resetPasswordFx.failData, (_, error) => error)
  .reset(newPasswordSubmitted, authOpened, authClosed);
export const $resetDone = createStore(false)
  .on(resetPasswordFx.done, () => true)
  .reset(authOpened, authClosed);

sample({
  clock: newPasswordSubmitted,
  source: $resetPending,
  filter: (pending) => !pending,
  fn: (_, body) => body,
  target: resetPasswordFx,
});
