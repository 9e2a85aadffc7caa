import { callApi } from '@bc/shared';
import { litterEndpoints } from '@bc/shared/contracts';

/** `POST /api/litters/{id}/photos/main`: the photo the lists and cards show. */
export const setMainLitterPhoto = (litterId: number, photoId: number) => callApi(litterEndpoints.mainPhoto, { params: { id: litterId }, body: { id: photoId } });
