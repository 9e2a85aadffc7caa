import { apiFetch, latestOnly } from '@bc/shared';
import type { MemberSearchQuery, MemberSearchResponse } from '@bc/shared/contracts';

export const MEMBER_PICKER_LIMIT = 10;

/**
 * `GET /api/users/search?query&limit`: active members by nickname, display name or kennel (public fields only).
 * Newest call only: typing aborts the previous request.
 */
export const searchMembers = latestOnly((signal: AbortSignal, query: MemberSearchQuery) =>
  apiFetch<MemberSearchResponse>('/users/search', { query: { ...query }, signal }),
);
