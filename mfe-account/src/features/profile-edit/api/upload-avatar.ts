import { apiFetch } from '@bc/shared';
import type { AddedImage, AddImageBody, addImageRoute } from '@bc/shared/contracts';

/** `POST /api/images/add` (checked against the contract; only its types reach the bundle). */
const ADD_IMAGE: (typeof addImageRoute)['url'] = '/api/images/add';
const AVATAR: NonNullable<AddImageBody['kind']> = 'avatar';

/**
 * Uploads a cropped avatar as multipart `file` + `kind: avatar` and answers the stored image (its `url`, the
 * medium size, then goes into the profile's `avatar`).
 */
export function uploadAvatar(image: Blob): Promise<AddedImage> {
  const form = new FormData();
  const extension = image.type === 'image/webp' ? 'webp' : image.type === 'image/png' ? 'png' : 'jpg';
  form.append('kind', AVATAR);
  form.append('file', image, `avatar.${extension}`);
  return apiFetch<AddedImage>(ADD_IMAGE, { method: 'POST', body: form });
}
