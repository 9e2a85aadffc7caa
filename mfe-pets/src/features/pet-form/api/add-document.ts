import { callApi } from '@bc/shared';
import { fileEndpoints, type BodyOf } from '@bc/shared/contracts';

/** `POST /api/docs/add {petId, uploadId, kind?, title?}`: attaches an uploaded document to a pet. */
export const addDocument = (body: BodyOf<typeof fileEndpoints.addDocument>) => callApi(fileEndpoints.addDocument, { body });
