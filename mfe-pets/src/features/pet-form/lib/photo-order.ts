import type { UploadedFile } from '../../../lib/uploads';
import type { PhotoValue } from './form-values';

/** The form's key of an upload's photo (FilePond's item id). */
export const uploadKey = (upload: Pick<UploadedFile, 'key'>) => `upload-${upload.key}`;

/** The photos with the one of `key` moved `by` places (clamped to the list). */
export function movePhoto(photos: PhotoValue[], key: string, by: number): PhotoValue[] {
  const from = photos.findIndex((photo) => photo.key === key);
  if (from < 0) return photos;
  const to = Math.max(0, Math.min(photos.length - 1, from + by));
  if (to === from) return photos;
  const next = [...photos];
  const [photo] = next.splice(from, 1);
  next.splice(to, 0, photo);
  return next;
}

/**
 * The photos after FilePond reported its finished uploads: saved photos and uploads still there keep their place
 * (the order the member chose), uploads that went are dropped, new ones join the end.
 */
export function syncPhotoUploads(photos: PhotoValue[], uploads: UploadedFile[]): PhotoValue[] {
  const byKey = new Map(uploads.map((upload) => [uploadKey(upload), upload]));
  const kept = photos.flatMap((photo) => {
    if (photo.upload === null) return [photo];
    const upload = byKey.get(photo.key);
    return upload ? [{ ...photo, upload }] : [];
  });
  const known = new Set(kept.map((photo) => photo.key));
  const added = uploads
    .filter((upload) => !known.has(uploadKey(upload)))
    .map((upload): PhotoValue => ({ key: uploadKey(upload), id: null, upload, url: null, width: null, height: null }));
  return [...kept, ...added];
}
