import { getAnnouncements } from '@bc/shared';
import { createPagedList } from '@bc/shared/list';
import { ANNOUNCEMENT_KINDS, type AnnouncementKind, type AnnouncementPage } from '@bc/shared/contracts';

/** Which public list the URL shows (`?kind=`): litters with puppies available by default. */
export interface AnnouncementFilters {
  kind: AnnouncementKind;
}

export const ANNOUNCEMENTS_PAGE_SIZE = 20;

/** The kinds in the order the page offers them. */
export const LIST_KINDS: readonly AnnouncementKind[] = ['litter', 'mating', 'planned'];

/** A page of one public list (`GET /api/matings/{kind}`); another kind starts from the skeleton. */
export const announcementList = createPagedList<AnnouncementFilters, AnnouncementPage>({
  pageSize: ANNOUNCEMENTS_PAGE_SIZE,
  subject: (query) => query.kind,
  fetch: ({ kind, page, limit }, signal) => getAnnouncements(kind, { page, limit }, { signal }),
});

export function announcementFiltersFromParams(params: URLSearchParams): AnnouncementFilters {
  const kind = params.get('kind');
  return { kind: (ANNOUNCEMENT_KINDS as readonly string[]).includes(kind ?? '') ? (kind as AnnouncementKind) : 'litter' };
}
