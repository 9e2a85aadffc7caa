import { callApi } from '@bc/shared';
import { type BodyOf, moderationEndpoints } from '@bc/shared/contracts';

export type Approval = BodyOf<typeof moderationEndpoints.approveAccountRequest> & { id: number };

/** `POST /api/moderation/account-requests/{id}/approve`: `hand-over` (the account itself) or `move-dogs` (its dogs and kennel to the requester). */
export const approveAccountRequest = ({ id, ...body }: Approval) => callApi(moderationEndpoints.approveAccountRequest, { params: { id }, body });
