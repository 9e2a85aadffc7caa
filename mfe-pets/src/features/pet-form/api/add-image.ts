import { apiFetch } from '@bc/shared';

/**
 * `POST /api/images/add {petId, uploadId}`: attaches an uploaded photo to a pet.
 * TODO(contracts): AddImageBody/AddedImage live in contracts/files.ts, not exported from `@bc/shared/contracts` yet.
 */
export interface AddedImage {
  id: number | null;
  uploadId: string;
  petId: number | null;
  url: string;
  width: number | null;
  height: number | null;
  position: number | null;
  isMain: boolean;
}

export function addImage(petId: number, uploadId: string): Promise<AddedImage> {
  return apiFetch<AddedImage>('/images/add', { method: 'POST', body: { petId, uploadId } });
}
