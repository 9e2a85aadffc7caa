import { callApi } from '@bc/shared';
import { type BodyOf, moderationEndpoints } from '@bc/shared/contracts';

/** `POST /api/moderation/users/{id}/ban`: a reason, a note and an optional end. */
export const banMember = ({ id, ...body }: BodyOf<typeof moderationEndpoints.ban> & { id: number }) =>
  callApi(moderationEndpoints.ban, { params: { id }, body });
