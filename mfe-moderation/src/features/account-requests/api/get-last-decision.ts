import { callApi } from '@bc/shared';
import { moderationEndpoints } from '@bc/shared/contracts';

/** `GET /api/moderation/actions?recordKind=account-request&recordId=…&limit=1`: the latest decision on a request (the one an undo takes back). */
export const getLastDecision = async (requestId: number) => {
  const { items } = await callApi(moderationEndpoints.actions, { query: { recordKind: 'account-request', recordId: requestId, limit: 1 } });
  return items[0] ?? null;
};
