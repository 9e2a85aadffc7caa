import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@bc/shared';
import type { AddedImage, CurrentUser, UpdateProfileBody } from '@bc/shared/contracts';
import { failureToastFx, successToastFx } from '../../../lib/toast';
import { updateProfile } from '../api/update-profile';
import { uploadAvatar } from '../api/upload-avatar';
import { $editable, $isOwn, memberSaved, withEditTarget } from './editor';

/** The image-crop modal answered a square image. */
export const avatarCropped = createEvent<Blob>();
export const avatarRemoved = createEvent<void>();

export const uploadAvatarFx = createEffect<Blob, AddedImage, ApiError>(uploadAvatar);
export const saveAvatarFx = createEffect<UpdateProfileBody, CurrentUser, ApiError>(updateProfile);

export const $avatarPending = createStore(false)
  .on(uploadAvatarFx, () => true)
  .on(saveAvatarFx, () => true)
  .on(uploadAvatarFx.fail, () => false)
  .on(saveAvatarFx.finally, () => false);

const editTarget = { profile: $editable, own: $isOwn };

sample({ clock: avatarCropped, target: uploadAvatarFx });
sample({
  clock: uploadAvatarFx.doneData,
  source: editTarget,
  fn: (target, image): UpdateProfileBody => withEditTarget(target, { avatar: image.url }),
  target: saveAvatarFx,
});
sample({
  clock: avatarRemoved,
  source: editTarget,
  fn: (target): UpdateProfileBody => withEditTarget(target, { avatar: null }),
  target: saveAvatarFx,
});

sample({ clock: saveAvatarFx.doneData, target: memberSaved });
sample({ clock: saveAvatarFx.done, fn: () => 'edit.avatar.saved', target: successToastFx });
sample({ clock: uploadAvatarFx.failData, target: failureToastFx });
sample({ clock: saveAvatarFx.failData, target: failureToastFx });
