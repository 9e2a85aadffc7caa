import { fetchFile } from '@bc/shared';
import { petEndpoints } from '@bc/shared/contracts';

/** `GET /api/pets/attachment-requests/{id}/file`: the file a member sent, with the moderator's token (a plain link carries none). */
export const getRequestFile = (id: number) => fetchFile(petEndpoints.attachmentRequestFile, { params: { id } });
