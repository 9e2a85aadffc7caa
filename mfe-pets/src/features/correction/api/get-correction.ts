import { callApi } from '@bc/shared';
import { petEndpoints } from '@bc/shared/contracts';

/** `GET /api/pets/attachment-requests/{id}` (moderators): the correction a member sent for the dog being edited. */
export const getCorrection = (id: number, signal?: AbortSignal) => callApi(petEndpoints.attachmentRequest, { params: { id } }, { signal });
