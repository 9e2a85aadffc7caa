import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@bc/shared';
import { register } from '../api/register';
import type { OkResponse, RegistrationBody } from '../api/types';
import { authClosed, authOpened } from './opened';

export const registrationSubmitted = createEvent<RegistrationBody>();

export const registerFx = createEffect<RegistrationBody, OkResponse, ApiError>(register);

export const $registerPending = registerFx.pending;
export const $registerError = createStore<ApiError | null>(null)
  .on(registerFx.failData, (_, error) => error)
  .reset(registrationSubmitted, authOpened, authClosed);
/** The address the activation email went to, once registered. */
export const $registeredEmail = createStore<string | null>(null)
  .on(registerFx.done, (_, { params }) => params.email)
  .reset(authOpened, authClosed);

sample({
  clock: registrationSubmitted,
  source: $registerPending,
  filter: (pending) => !pending,
  fn: (_, body) => ({ ...body, email: body.email.trim(), nickname: body.nickname.trim() }),
  target: registerFx,
});
