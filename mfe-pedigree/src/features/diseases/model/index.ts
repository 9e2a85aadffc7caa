import { type Locale } from '@bc/shared';
import { createLoadModel } from '@bc/shared/load';
import type { DiseasesResponse } from '@bc/shared/contracts';
import { getMatingDiseases } from '../api/get-mating-diseases';
import { getPetDiseases } from '../api/get-pet-diseases';

export type DiseasesQuery = ({ kind: 'pet'; id: number } | { kind: 'mating'; sireId: number; damId: number }) & {
  depth?: number;
  /** Language of the DNA test names. */
  locale?: Locale;
};

const subjectOf = (query: DiseasesQuery) => (query.kind === 'pet' ? `pet:${query.id}` : `mating:${query.sireId}:${query.damId}`);

function fetchDiseases(query: DiseasesQuery, signal: AbortSignal): Promise<DiseasesResponse> {
  const { depth, locale } = query;
  return query.kind === 'pet'
    ? getPetDiseases({ id: query.id, depth, locale }, signal)
    : getMatingDiseases({ sireId: query.sireId, damId: query.damId, depth, locale }, signal);
}

/** DNA-test data on screen: `$diseases`, `fetchDiseasesFx`, `diseasesOpened`, `diseasesRetried`. */
export function createDiseasesModel() {
  const model = createLoadModel<DiseasesQuery, DiseasesResponse>({
    fetch: fetchDiseases,
    key: (query) => `${subjectOf(query)}:${query.depth ?? ''}:${query.locale ?? ''}`,
    subject: subjectOf,
  });
  return {
    diseasesOpened: model.opened,
    diseasesRetried: model.retried,
    fetchDiseasesFx: model.fetchFx,
    $diseases: model.$data,
    $diseasesStatus: model.$status,
  };
}

/** The genetics tab's table. */
export const petDiseases = createDiseasesModel();
/** The test-mating view's expected results. */
export const matingDiseases = createDiseasesModel();
