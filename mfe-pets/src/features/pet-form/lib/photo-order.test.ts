import { describe, expect, it } from 'vitest';
import type { PhotoValue } from './form-values';
import { movePhoto, syncPhotoUploads, uploadKey } from './photo-order';

const saved = (id: number): PhotoValue => ({ key: `photo-${id}`, id, upload: null, url: `/p/${id}.webp`, width: null, height: null });
const upload = (key: string) => ({ key, uploadId: key.padEnd(22, 'x'), name: `${key}.png`, file: new File(['x'], `${key}.png`) });
const keys = (photos: PhotoValue[]) => photos.map((photo) => photo.key);

describe('photo order in the form', () => {
  it('moves a photo earlier or later, and not past either end', () => {
    const photos = [saved(1), saved(2), saved(3)];
    expect(keys(movePhoto(photos, 'photo-3', -1))).toEqual(['photo-1', 'photo-3', 'photo-2']);
    expect(keys(movePhoto(photos, 'photo-1', 1))).toEqual(['photo-2', 'photo-1', 'photo-3']);
    expect(movePhoto(photos, 'photo-1', -1)).toBe(photos);
    expect(movePhoto(photos, 'photo-3', 1)).toBe(photos);
    expect(movePhoto(photos, 'photo-9', 1)).toBe(photos);
  });

  it('keeps the chosen order when uploads finish or go; new uploads join the end', () => {
    const a = upload('a');
    const b = upload('b');
    let photos = syncPhotoUploads([saved(1), saved(2)], [a]);
    expect(keys(photos)).toEqual(['photo-1', 'photo-2', uploadKey(a)]);
    photos = movePhoto(photos, uploadKey(a), -2);
    photos = syncPhotoUploads(photos, [a, b]);
    expect(keys(photos)).toEqual([uploadKey(a), 'photo-1', 'photo-2', uploadKey(b)]);
    photos = syncPhotoUploads(photos, [b]);
    expect(keys(photos)).toEqual(['photo-1', 'photo-2', uploadKey(b)]);
  });
});
