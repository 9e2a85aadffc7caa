import { callApi } from '@bc/shared';
import { moderationEndpoints } from '@bc/shared/contracts';

/** `POST /api/moderation/users/{id}/moderator`: grants or revokes the role. */
export const setModerator = ({ id, isModerator }: { id: number; isModerator: boolean }) =>
  callApi(moderationEndpoints.setModerator, { params: { id }, body: { isModerator } });
