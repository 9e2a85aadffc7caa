import { COOKIES, readCookie, writeCookie } from '@bc/shared';

export type ResultsMode = 'list' | 'grid';

/** The list or grid mode, kept in the `view` cookie (365 days). List by default. */
export function readResultsMode(): ResultsMode {
  return readCookie(COOKIES.resultsMode) === 'grid' ? 'grid' : 'list';
}

export function writeResultsMode(mode: ResultsMode): void {
  writeCookie(COOKIES.resultsMode, mode);
}

/** Whether the 'more filters' panel is open, kept in the `bc-more-filters` cookie (365 days). Closed by default. */
export function readMoreFilters(): boolean {
  return readCookie(COOKIES.moreFilters) === '1';
}

export function writeMoreFilters(open: boolean): void {
  writeCookie(COOKIES.moreFilters, open ? '1' : '0');
}
