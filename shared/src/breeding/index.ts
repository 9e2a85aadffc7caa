/** Breeding announcements as several apps show them: the public lists' calls and the compact row. */
export { getAnnouncements } from './api/get-announcements';
export { getMemberAnnouncements } from './api/get-member-announcements';
export { AnnouncementRow } from './ui/announcement-row';
