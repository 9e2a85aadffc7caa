import { callApi } from '@bc/shared';
import { moderationEndpoints } from '@bc/shared/contracts';

/** `POST /api/moderation/actions/{id}/undo`: puts back what a ban or a hide changed. */
export const undoAction = (id: number) => callApi(moderationEndpoints.undo, { params: { id } });
