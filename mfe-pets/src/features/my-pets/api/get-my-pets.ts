import { apiFetch } from '@bc/shared';
import type { MyPetsQuery, MyPetsResponse } from '@bc/shared/contracts';

/** `GET /api/pets/user-pets?role&status&q&page&limit`: pets I bred, own or created, every status. */
export function getMyPets(query: MyPetsQuery): Promise<MyPetsResponse> {
  return apiFetch<MyPetsResponse>('/pets/user-pets', { query: { ...query } });
}
