import { callApi } from '@bc/shared';
import { moderationEndpoints } from '@bc/shared/contracts';

/** `GET /api/moderation/summary`: each queue's count and the time its oldest item came in. */
export const getSummary = (_query: Record<string, never>, signal?: AbortSignal) => callApi(moderationEndpoints.summary, {}, { signal });
