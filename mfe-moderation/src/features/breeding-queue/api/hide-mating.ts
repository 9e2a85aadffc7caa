import { callApi } from '@bc/shared';
import { type BodyOf, moderationEndpoints } from '@bc/shared/contracts';

/** `POST /api/moderation/matings/{id}/hide`: a reason template and an optional note. */
export const hideMating = ({ id, ...body }: BodyOf<typeof moderationEndpoints.hideMating> & { id: number }) =>
  callApi(moderationEndpoints.hideMating, { params: { id }, body });
