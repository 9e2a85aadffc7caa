import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@bc/shared';
import { recoverByEmail } from '../api/recover-by-email';
import type { OkResponse, RecoverByEmailBody } from '../api/types';
import { authClosed, authOpened } from './opened';

export const recoveryRequested = createEvent<RecoverByEmailBody>();

export const recoverFx = createEffect<RecoverByEmailBody, OkResponse, ApiError>(recoverByEmail);

/**
 * Whether an address belongs to a member is never revealed: any answer but "too many attempts" or a server
 * failure shows the same neutral message.
 */
const revealsNothing = (error: ApiError) => error.statusCode !== 429 && error.statusCode < 500;

export const $recoverPending = recoverFx.pending;
export const $recoverSent = createStore(false)
  .on(recoverFx.done, () => true)
  .on(recoverFx.failData, (sent, error) => sent || revealsNothing(error))
  .reset(authOpened, authClosed);
export const $recoverError = createStore<ApiError | null>(null)
  .on(recoverFx.failData, (_, error) => (revealsNothing(error) ? null : error))
  .reset(recoveryRequested, authOpened, authClosed);

sample({
  clock: recoveryRequested,
  source: $recoverPending,
  filter: (pending) => !pending,
  fn: (_, body) => ({ ...body, email: body.email.trim() }),
  target: recoverFx,
});
