import { callApi } from '@bc/shared';
import { type BodyOf, moderationEndpoints } from '@bc/shared/contracts';

/** `POST /api/moderation/pets/{id}/hide`: a reason template and an optional note. */
export const hidePet = ({ id, ...body }: BodyOf<typeof moderationEndpoints.hidePet> & { id: number }) =>
  callApi(moderationEndpoints.hidePet, { params: { id }, body });
