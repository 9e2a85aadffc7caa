import { createEffect, createEvent, createStore, sample } from 'effector';
import { clearTokens, sessionChanged, type ApiError } from '@bc/shared';
import type { DeleteAccountBody, OkResponse } from '@bc/shared/contracts';
import { successToastFx } from '../../../lib/toast';
import { deleteAccount } from '../api/delete-account';
import { $editable, $isOwn, editPageClosed, editPageOpened, withEditTarget } from './editor';

/** The password typed to confirm: deletes the own account, or (a moderator) the edited member's. */
export const deletionConfirmed = createEvent<string>();
export const deletionDialogClosed = createEvent<void>();

export const deleteAccountFx = createEffect<DeleteAccountBody, OkResponse, ApiError>(deleteAccount);
export const signedOutFx = createEffect(() => clearTokens());

export const $deletePending = deleteAccountFx.pending;
export const $deleteError = createStore<ApiError | null>(null)
  .on(deleteAccountFx.failData, (_, error) => error)
  .reset(deletionConfirmed, deletionDialogClosed, editPageOpened);

sample({
  clock: deletionConfirmed,
  source: { pending: $deletePending, profile: $editable, own: $isOwn },
  filter: ({ pending }) => !pending,
  fn: (target, password): DeleteAccountBody => withEditTarget(target, { password }),
  target: deleteAccountFx,
});

/** One's own account: signed out. */
sample({ clock: deleteAccountFx.done, filter: ({ params }) => params.userId === undefined, target: signedOutFx });
sample({ clock: signedOutFx.done, fn: () => null, target: sessionChanged });
sample({ clock: signedOutFx.done, fn: () => 'edit.delete.done', target: successToastFx });

/** A moderator deleted a member's account: the moderator stays signed in. */
const memberDeleted = sample({
  clock: deleteAccountFx.done,
  source: $editable,
  filter: (_, { params }) => params.userId !== undefined,
  fn: (profile) => ({ key: 'edit.delete.memberDone', values: { nickname: profile?.nickname ?? '' } }),
});
sample({ clock: memberDeleted, target: successToastFx });

/** The account is gone: the page goes home (and the next edit page, a moderator's, starts afresh). */
export const $deleted = createStore(false)
  .on(signedOutFx.done, () => true)
  .on(memberDeleted, () => true)
  .reset(editPageOpened, editPageClosed);
