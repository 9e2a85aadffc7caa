import { callApi } from '@bc/shared';
import { petEndpoints, type BodyOf } from '@bc/shared/contracts';

/** `POST /api/pets/add-attachment-request {petId, info, type, locale, documentId?, uploadId?}` → 201 `{ id }`. */
export const addAttachmentRequest = (body: BodyOf<typeof petEndpoints.addAttachmentRequest>) =>
  callApi(petEndpoints.addAttachmentRequest, { body });
