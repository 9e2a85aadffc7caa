import { callApi } from '@bc/shared';
import { type BodyOf, moderationEndpoints } from '@bc/shared/contracts';

/** `POST /api/moderation/litters/{id}/hide`: a reason template and an optional note. */
export const hideLitter = ({ id, ...body }: BodyOf<typeof moderationEndpoints.hideLitter> & { id: number }) =>
  callApi(moderationEndpoints.hideLitter, { params: { id }, body });
