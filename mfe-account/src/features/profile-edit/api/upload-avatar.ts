import { apiFetch } from '@bc/shared';

// TODO(contracts): no image upload contract exists yet; this follows the pets issue's `POST /api/images/add`
// (multipart `file`, answering the stored image's URL). Switch to its types when the contract lands.
export interface UploadedImage {
  url: string;
}

/** Uploads a cropped avatar and answers its URL (which then goes into the profile's `avatar`). */
export function uploadAvatar(image: Blob): Promise<UploadedImage> {
  const form = new FormData();
  const extension = image.type === 'image/webp' ? 'webp' : 'jpg';
  form.append('file', image, `avatar.${extension}`);
  form.append('kind', 'avatar');
  return apiFetch<UploadedImage>('/images/add', { method: 'POST', body: form });
}
