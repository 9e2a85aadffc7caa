import { callApi, type Locale } from '@bc/shared';
import { pedigreeEndpoints } from '@bc/shared/contracts';

export interface PetTreeParams {
  id: number;
  /** Generations drawn, 1 to 10. */
  depth: number;
  /** Generations for COI and AVK (the API's default is 10). */
  generations?: number;
  /** Language of the DNA test names. */
  locale?: Locale;
}

/** `GET /api/pets/tree/{id}/{depth}?generations=&locale=`: a pet's tree with COI, AVK, completeness and common ancestors. */
export function getPetTree({ id, depth, generations, locale }: PetTreeParams, signal?: AbortSignal) {
  return callApi(pedigreeEndpoints.petTree, { params: { id, depth }, query: { generations, locale } }, { signal });
}
