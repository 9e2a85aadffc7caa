import { callApi } from '@bc/shared';
import { litterEndpoints } from '@bc/shared/contracts';

/** `POST /api/litters/{id}/photos/add` (multipart `file`): the image becomes the litter's last photo; answers them all. */
export function addLitterPhoto(litterId: number, file: File) {
  const form = new FormData();
  form.append('file', file);
  return callApi(litterEndpoints.addPhoto, { params: { id: litterId }, body: form });
}
