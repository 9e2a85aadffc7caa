import { createEffect, createEvent, createStore, sample } from 'effector';
import { sessionChanged, type ApiError } from '@bc/shared';
import { storeSession } from '../../../lib/session';
import { login } from '../api/login';
import type { AuthResponse, LoginBody } from '../api/types';
import { authClosed, authOpened } from './opened';

export const loginSubmitted = createEvent<LoginBody>();

export const loginFx = createEffect<LoginBody, AuthResponse, ApiError>(login);

/** Stores the token pair (cookies `at`/`rt`) before anyone hears about the new session. */
export const sessionStartedFx = createEffect(storeSession);

export const $loginPending = loginFx.pending;
export const $loginError = createStore<ApiError | null>(null)
  .on(loginFx.failData, (_, error) => error)
  .reset(loginSubmitted, authOpened, authClosed);
/** True once signed in: the modal closes and the shell continues to the requested page. */
export const $loggedIn = createStore(false)
  .on(sessionStartedFx.done, () => true)
  .reset(authOpened, authClosed);

sample({
  clock: loginSubmitted,
  source: $loginPending,
  filter: (pending) => !pending,
  fn: (_, body) => ({ email: body.email.trim(), password: body.password }),
  target: loginFx,
});

sample({ clock: loginFx.doneData, target: sessionStartedFx });
sample({ clock: sessionStartedFx.doneData, target: sessionChanged });
