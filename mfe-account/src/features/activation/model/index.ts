import { createEffect, createEvent, createStore, sample } from 'effector';
import { sessionChanged, type ApiError } from '@bc/shared';
import type { AuthResponse } from '@bc/shared/contracts';
import { storeSession } from '../../../lib/session';
import { activateAccount } from '../api/activate-account';

export type ActivationState = 'activating' | 'success' | 'invalid' | 'used' | 'expired' | 'failed';

/**
 * What a failed activation means: 409 the link was already used, 410 it expired, 400/404 it is not a link we sent
 * (`data.reason` takes precedence when the API gives one). Anything else is a failure worth retrying.
 */
export function activationFailure(error: ApiError): ActivationState {
  const reason = (error.data as { reason?: unknown } | undefined)?.reason;
  if (reason === 'used' || reason === 'expired' || reason === 'invalid') return reason;
  if (error.statusCode === 409) return 'used';
  if (error.statusCode === 410) return 'expired';
  if (error.statusCode === 400 || error.statusCode === 404) return 'invalid';
  return 'failed';
}

/** The activation page opened with this hash. */
export const activationPageOpened = createEvent<string>();
export const activationRetried = createEvent<void>();

export const activateFx = createEffect<string, AuthResponse, ApiError>((hash) => activateAccount({ hash }));
/** The API signs the member in on activation: keep the tokens, then tell every app. */
export const activatedSessionFx = createEffect(storeSession);

/** The hash last sent: a second mount of the same page (StrictMode, back/forward) does not spend the link again. */
const $hash = createStore<string | null>(null).on(activateFx, (_, hash) => hash);

export const $activation = createStore<ActivationState>('activating')
  .on(activateFx, () => 'activating')
  .on(activateFx.done, () => 'success')
  .on(activateFx.failData, (_, error) => activationFailure(error));
/** The failure behind the `failed` state (its message is shown when the API gave one). */
export const $activationError = createStore<ApiError | null>(null)
  .on(activateFx.failData, (_, error) => error)
  .reset(activateFx);

sample({
  clock: activationPageOpened,
  source: $hash,
  filter: (previous, hash) => previous !== hash,
  fn: (_, hash) => hash,
  target: activateFx,
});

sample({
  clock: activationRetried,
  source: $hash,
  filter: (hash): hash is string => hash !== null,
  target: activateFx,
});

sample({ clock: activateFx.doneData, target: activatedSessionFx });
sample({ clock: activatedSessionFx.doneData, target: sessionChanged });
