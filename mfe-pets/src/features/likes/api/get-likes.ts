import { apiFetch } from '@bc/shared';
import type { LikesResponse, PageQuery } from '@bc/shared/contracts';

/** `GET /api/user/likes?page&limit`: the pets I liked, newest first. */
export function getLikes(query: PageQuery): Promise<LikesResponse> {
  return apiFetch<LikesResponse>('/user/likes', { query: { ...query } });
}
