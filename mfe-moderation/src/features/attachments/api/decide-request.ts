import { callApi } from '@bc/shared';
import { type AttachmentRequestAction, type BodyOf, petEndpoints } from '@bc/shared/contracts';

export type RequestDecision = BodyOf<typeof petEndpoints.decideAttachmentRequest> & { id: number; action: AttachmentRequestAction };

/** `POST /api/pets/attachment-requests/{id}/{approve|reject}`: a reason template (to reject) and an optional note. */
export const decideRequest = ({ id, action, ...body }: RequestDecision) => callApi(petEndpoints.decideAttachmentRequest, { params: { id, action }, body });
