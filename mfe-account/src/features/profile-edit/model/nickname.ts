import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@bc/shared';
import type { CurrentUser, UpdateNicknameBody } from '@bc/shared/contracts';
import { failureToastFx, successToastFx } from '../../../lib/toast';
import { updateNickname } from '../api/update-nickname';
import { $editable, $isOwn, editPageOpened, memberSaved, withEditTarget } from './editor';

/** The new nickname: the signed-in member's own, or (a moderator, after confirming) the edited member's. */
export const nicknameSubmitted = createEvent<string>();

export const updateNicknameFx = createEffect<UpdateNicknameBody, CurrentUser, ApiError>(updateNickname);

export const $nicknamePending = updateNicknameFx.pending;
export const $nicknameError = createStore<ApiError | null>(null)
  .on(updateNicknameFx.failData, (_, error) => error)
  .reset(nicknameSubmitted, editPageOpened);
/** The nickname just taken: a page whose URL holds the old one moves to the new one. */
export const $renamedTo = createStore<string | null>(null)
  .on(updateNicknameFx.doneData, (_, user) => user.nickname)
  .reset(editPageOpened);

sample({
  clock: nicknameSubmitted,
  source: { pending: $nicknamePending, profile: $editable, own: $isOwn },
  filter: ({ pending }) => !pending,
  fn: (target, nickname): UpdateNicknameBody => withEditTarget(target, { nickname: nickname.trim() }),
  target: updateNicknameFx,
});

sample({ clock: updateNicknameFx.doneData, target: memberSaved });
sample({ clock: updateNicknameFx.done, fn: () => 'edit.nickname.saved', target: successToastFx });
sample({ clock: updateNicknameFx.failData, filter: (error) => !error.field, target: failureToastFx });
