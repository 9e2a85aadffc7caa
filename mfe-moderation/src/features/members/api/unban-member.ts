import { callApi } from '@bc/shared';
import { moderationEndpoints } from '@bc/shared/contracts';

/** `POST /api/moderation/users/{id}/unban`: lifts a ban. */
export const unbanMember = (id: number) => callApi(moderationEndpoints.unban, { params: { id }, body: {} });
