import { callApi } from '@bc/shared';
import { moderationEndpoints } from '@bc/shared/contracts';

/** `POST /api/moderation/actions/{id}/undo`: the dogs a connection gave the member get their plain names back. */
export const undoConnection = (actionId: number) => callApi(moderationEndpoints.undo, { params: { id: actionId } });
