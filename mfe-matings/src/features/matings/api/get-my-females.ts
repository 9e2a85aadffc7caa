import { callApi } from '@bc/shared';
import { petEndpoints } from '@bc/shared/contracts';
import { LIMITS } from '@bc/shared';

/**
 * `GET /api/pets/user-pets?q&limit`: my dogs whose name matches `q` (all when empty), as the dam picker offers them:
 * the females I own or recorded (the API records matings of those only).
 */
export async function getMyFemales(q: string, signal?: AbortSignal) {
  const query = q.trim() ? { q: q.trim(), limit: LIMITS.pageSize } : { limit: LIMITS.pageSize };
  const page = await callApi(petEndpoints.mine, { query }, { signal });
  return page.items.filter((pet) => pet.sex === 'female' && (pet.relation.owned || pet.relation.created));
}
