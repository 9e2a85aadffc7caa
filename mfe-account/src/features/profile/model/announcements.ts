import { sample } from 'effector';
import { getMemberAnnouncements } from '@bc/shared';
import { createPagedList } from '@bc/shared/list';
import type { AnnouncementKind, AnnouncementPage } from '@bc/shared/contracts';
import { profileLoaded } from './profile';

export const ANNOUNCEMENTS_PAGE_SIZE = 6;

/** One paginated list of a member's public announcements of a kind: loads page 1 with the profile, then on demand. */
function createAnnouncementList(kind: AnnouncementKind) {
  const list = createPagedList<{ userId: number }, AnnouncementPage>({
    fetch: ({ userId, page, limit }, signal) => getMemberAnnouncements(userId, kind, { page, limit }, { signal }),
    pageSize: ANNOUNCEMENTS_PAGE_SIZE,
    // Another member's list starts from the skeleton, not from the last member's.
    subject: ({ userId }) => String(userId),
  });
  sample({ clock: profileLoaded, fn: (profile) => ({ userId: profile.id, page: 1 }), target: list.shown });
  return list;
}

export const memberLitters = createAnnouncementList('litter');
export const memberMatings = createAnnouncementList('mating');
export const memberPlanned = createAnnouncementList('planned');
export type AnnouncementList = typeof memberLitters;
