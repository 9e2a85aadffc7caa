import { callApi } from '@bc/shared';
import { type BodyOf, moderationEndpoints } from '@bc/shared/contracts';

export type Rejection = BodyOf<typeof moderationEndpoints.rejectAccountRequest> & { id: number };

/** `POST /api/moderation/account-requests/{id}/reject`: a reason template and an optional note, mailed to the request's address. */
export const rejectAccountRequest = ({ id, ...body }: Rejection) => callApi(moderationEndpoints.rejectAccountRequest, { params: { id }, body });
