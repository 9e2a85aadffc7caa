import { createPagedList } from '@bc/shared/list';
import type { StudRankingResponse } from '@bc/shared/contracts';
import { getStudRanking } from '../api/get-stud-ranking';

/** The stud search's filters as the URL holds them (`?dam=&risk=0&alive=1&all=1`). */
export interface StudFilters {
  damId: number;
  /** Leave out males with which some puppies would surely be affected. */
  withoutDnaRisk: boolean;
  /** Living males only. */
  aliveOnly: boolean;
  /** Every published male, not only those offered for stud. */
  allMales: boolean;
}

export const STUD_PAGE_SIZE = 20;

/** Males ranked for the chosen dam, a page at a time; another dam starts from the skeleton. */
export const studList = createPagedList<StudFilters, StudRankingResponse>({
  pageSize: STUD_PAGE_SIZE,
  subject: (query) => String(query.damId),
  fetch: ({ damId, withoutDnaRisk, aliveOnly, allMales, page, limit }, signal) =>
    getStudRanking(
      { damId, page, limit, ...(withoutDnaRisk ? { withoutDnaRisk: true } : {}), ...(aliveOnly ? { alive: true } : {}), ...(allMales ? { offeredOnly: false } : {}) },
      signal,
    ),
});

/** The filters a URL gives (the dam is read by the page; a flag is on when its parameter is `1`). */
export function studFiltersFromParams(params: URLSearchParams): Omit<StudFilters, 'damId'> {
  return { withoutDnaRisk: params.get('risk') === '0', aliveOnly: params.get('alive') === '1', allMales: params.get('all') === '1' };
}
