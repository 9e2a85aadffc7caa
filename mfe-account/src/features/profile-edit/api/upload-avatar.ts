import { callApi } from '@bc/shared';
import { fileEndpoints, type BodyOf } from '@bc/shared/contracts';

const AVATAR: NonNullable<BodyOf<typeof fileEndpoints.addImage>['kind']> = 'avatar';

/**
 * `POST /api/images/add` as multipart `file` + `kind: avatar`: stores a cropped avatar and answers the stored image
 * (its `url`, the medium size, then goes into the profile's `avatar`).
 */
export function uploadAvatar(image: Blob) {
  const form = new FormData();
  const extension = image.type === 'image/webp' ? 'webp' : image.type === 'image/png' ? 'png' : 'jpg';
  form.append('kind', AVATAR);
  form.append('file', image, `avatar.${extension}`);
  return callApi(fileEndpoints.addImage, { body: form });
}
