import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@bc/shared';
import type { AddAccountRequestBody, OkResponse } from '@bc/shared/contracts';
import { successToastFx } from '../../../lib/toast';
import { addAccountRequest } from '../api/add-account-request';

export const accountRequestOpened = createEvent<void>();
export const accountRequestClosed = createEvent<void>();
export const accountRequestSubmitted = createEvent<AddAccountRequestBody>();

export const addAccountRequestFx = createEffect<AddAccountRequestBody, OkResponse, ApiError>(addAccountRequest);

export const $requestPending = addAccountRequestFx.pending;
export const $requestError = createStore<ApiError | null>(null)
  .on(addAccountRequestFx.failData, (_, error) => error)
  .reset(accountRequestSubmitted, accountRequestOpened, accountRequestClosed);
/** Sent: the modal closes. */
export const $requestSent = createStore(false)
  .on(addAccountRequestFx.done, () => true)
  .reset(accountRequestOpened, accountRequestClosed);

sample({
  clock: accountRequestSubmitted,
  source: $requestPending,
  filter: (pending) => !pending,
  fn: (_, body) => ({ ...body, info: body.info.trim(), email: body.email.trim() }),
  target: addAccountRequestFx,
});
sample({ clock: addAccountRequestFx.done, fn: () => 'request.sent', target: successToastFx });
