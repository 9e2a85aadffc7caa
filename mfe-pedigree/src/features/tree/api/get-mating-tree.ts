import { callApi, type Locale } from '@bc/shared';
import { pedigreeEndpoints } from '@bc/shared/contracts';

export interface MatingTreeParams {
  sireId: number;
  damId: number;
  depth: number;
  generations?: number;
  /** Language of the DNA test names. */
  locale?: Locale;
}

/** `GET /api/pets/tree/0/{depth}/mating/{sireId}/{damId}?generations=&locale=`: a test mating's tree with the offspring's COI. */
export function getMatingTree({ sireId, damId, depth, generations, locale }: MatingTreeParams, signal?: AbortSignal) {
  return callApi(pedigreeEndpoints.matingTree, { params: { id: 0, depth, flag: 'mating', sireId, damId }, query: { generations, locale } }, { signal });
}
