import { callApi } from '@bc/shared';
import { fileEndpoints } from '@bc/shared/contracts';

/** `POST /api/images/add` (multipart): a photo of a puppy (a pet the litter's recorder created); the first becomes its main photo. */
export function addPuppyPhoto(petId: number, file: File) {
  const form = new FormData();
  form.append('kind', 'pet');
  form.append('petId', String(petId));
  form.append('file', file);
  return callApi(fileEndpoints.addImage, { body: form });
}
