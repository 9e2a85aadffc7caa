import { callApi } from '@bc/shared';
import { fileEndpoints } from '@bc/shared/contracts';

/** `POST /api/images/add {petId, uploadId}`: attaches an uploaded photo to a pet (after its other photos). */
export const addImage = (petId: number, uploadId: string) => callApi(fileEndpoints.addImage, { body: { petId, uploadId } });
