import { callApi } from '@bc/shared';
import { moderationEndpoints } from '@bc/shared/contracts';

/** `POST /api/moderation/actions/{id}/undo`: reopens a rejected request, or moves the dogs back (a hand-over is not undone). */
export const undoDecision = (actionId: number) => callApi(moderationEndpoints.undo, { params: { id: actionId } });
