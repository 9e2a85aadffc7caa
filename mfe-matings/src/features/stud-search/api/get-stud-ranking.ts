import { callApi } from '@bc/shared';
import { pedigreeEndpoints, type StudRankingQuery } from '@bc/shared/contracts';

/** `GET /api/pets/{dam}/stud-ranking`: males for a female, lowest puppies' COI first, with DNA risks and rule warnings. */
export const getStudRanking = ({ damId, ...query }: StudRankingQuery & { damId: number }, signal?: AbortSignal) =>
  callApi(pedigreeEndpoints.studRanking, { params: { id: damId }, query }, { signal });
