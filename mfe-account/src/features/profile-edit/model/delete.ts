import { createEffect, createEvent, createStore, sample } from 'effector';
import { clearTokens, sessionChanged, type ApiError } from '@bc/shared';
import type { OkResponse } from '@bc/shared/contracts';
import { successToastFx } from '../../../lib/toast';
import { deleteAccount } from '../api/delete-account';
import { editPageOpened } from './editor';

export const deletionConfirmed = createEvent<string>();
export const deletionDialogClosed = createEvent<void>();

export const deleteAccountFx = createEffect<string, OkResponse, ApiError>((password) => deleteAccount({ password }));
export const signedOutFx = createEffect(() => clearTokens());

export const $deletePending = deleteAccountFx.pending;
export const $deleteError = createStore<ApiError | null>(null)
  .on(deleteAccountFx.failData, (_, error) => error)
  .reset(deletionConfirmed, deletionDialogClosed, editPageOpened);
/** The account is gone: the page goes home. */
export const $deleted = createStore(false)
  .on(signedOutFx.done, () => true)
  .reset(editPageOpened);

sample({
  clock: deletionConfirmed,
  source: $deletePending,
  filter: (pending) => !pending,
  fn: (_, password) => password,
  target: deleteAccountFx,
});
sample({ clock: deleteAccountFx.done, target: signedOutFx });
sample({ clock: signedOutFx.done, fn: () => null, target: sessionChanged });
sample({ clock: signedOutFx.done, fn: () => 'edit.delete.done', target: successToastFx });
