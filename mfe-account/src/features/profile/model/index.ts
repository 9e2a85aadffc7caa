export * from './profile';
export * from './pets';
export * from './announcements';
