import { fetchFile } from '@bc/shared';
import { petEndpoints } from '@bc/shared/contracts';

/** `GET /api/pets/attachment-requests/{id}/file`: the file sent with the correction, with the moderator's token. */
export const getCorrectionFile = (id: number) => fetchFile(petEndpoints.attachmentRequestFile, { params: { id } });
