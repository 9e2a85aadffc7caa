import { callApi } from '@bc/shared';
import { accountEndpoints } from '@bc/shared/contracts';

export type PetRole = 'breeder' | 'owner';

export interface MemberPetsQuery {
  userId: number;
  role: PetRole;
  page: number;
  limit: number;
}

const ENDPOINTS = { breeder: accountEndpoints.breederPets, owner: accountEndpoints.ownerPets } as const;

/** `GET /api/user/pets/{breeder|owner}/{id}?page&limit`: the pets a member bred or owns, a page at a time. */
export const getMemberPets = ({ userId, role, page, limit }: MemberPetsQuery, signal?: AbortSignal) =>
  callApi(ENDPOINTS[role], { params: { id: userId }, query: { page, limit } }, { signal });
