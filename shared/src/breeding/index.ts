/** Breeding announcements several apps load: the public lists' calls (their compact row is in the pet module, `@bc/shared/pets`). */
export { getAnnouncements } from './api/get-announcements';
export { getMemberAnnouncements } from './api/get-member-announcements';
