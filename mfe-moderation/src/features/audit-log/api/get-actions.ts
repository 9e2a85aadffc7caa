import { callApi } from '@bc/shared';
import { moderationEndpoints, type QueryOf } from '@bc/shared/contracts';

/** `GET /api/moderation/actions?action&moderatorId&recordKind&recordId&page&limit`: the audit log, newest first. */
export const getActions = (query: QueryOf<typeof moderationEndpoints.actions>, signal?: AbortSignal) =>
  callApi(moderationEndpoints.actions, { query }, { signal });
