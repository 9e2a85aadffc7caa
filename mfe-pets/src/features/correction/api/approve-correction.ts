import { callApi } from '@bc/shared';
import { petEndpoints } from '@bc/shared/contracts';

/** `POST /api/pets/attachment-requests/{id}/approve`: the correction was made (written to the audit log, the member told). */
export const approveCorrection = (id: number) => callApi(petEndpoints.decideAttachmentRequest, { params: { id, action: 'approve' }, body: {} });
