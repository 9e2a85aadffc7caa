import { apiFetch } from '@bc/shared';
import type { UserPetsResponse } from '@bc/shared/contracts';

export type PetRole = 'breeder' | 'owner';

export interface MemberPetsQuery {
  userId: number;
  role: PetRole;
  page: number;
  limit: number;
}

/** `GET /api/user/pets/{breeder|owner}/{id}?page&limit`: the pets a member bred or owns, a page at a time. */
export function getMemberPets({ userId, role, page, limit }: MemberPetsQuery): Promise<UserPetsResponse> {
  return apiFetch<UserPetsResponse>(`/user/pets/${role}/${userId}`, { query: { page, limit } });
}
