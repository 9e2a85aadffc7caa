import { callApi } from '@bc/shared';
import { getPet } from '@bc/shared/pets';
import { petEndpoints } from '@bc/shared/contracts';

/** One side of a merge as the modal compares it: the dog (`GET /api/pets/{id}`) and its offspring count (`/breed`). */
export async function getMergeSide(id: number, signal?: AbortSignal) {
  const [pet, offspring] = await Promise.all([getPet(id, { signal }), callApi(petEndpoints.offspring, { params: { id } }, { signal })]);
  return { pet, offspring: offspring.total };
}
export type MergeSide = Awaited<ReturnType<typeof getMergeSide>>;
