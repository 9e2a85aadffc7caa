import { COOKIES, readCookie, writeCookie } from '@bc/shared';

export type ResultsView = 'list' | 'grid';

/** The list or grid view, kept in the `view` cookie (365 days). List by default. */
export function readView(): ResultsView {
  return readCookie(COOKIES.view) === 'grid' ? 'grid' : 'list';
}

export function writeView(view: ResultsView): void {
  writeCookie(COOKIES.view, view);
}

/** Whether the 'more filters' panel is open, kept in the `bc-more-filters` cookie (365 days). Closed by default. */
export function readMoreFilters(): boolean {
  return readCookie(COOKIES.moreFilters) === '1';
}

export function writeMoreFilters(open: boolean): void {
  writeCookie(COOKIES.moreFilters, open ? '1' : '0');
}
