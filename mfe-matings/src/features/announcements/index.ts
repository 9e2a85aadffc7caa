export { AnnouncementsView } from './ui/announcements-view';
export { announcementList } from './model';
