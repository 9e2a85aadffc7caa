import { callApi } from '@bc/shared';
import { litterEndpoints } from '@bc/shared/contracts';

/** `GET /api/litters/{id}/photos/{photoId}/delete`: the photo and its stored files go; the next one may become main. */
export const deleteLitterPhoto = (litterId: number, photoId: number) => callApi(litterEndpoints.deletePhoto, { params: { id: litterId, photoId } });
