export * from './common';
export * from './route';
export * from './nickname';
export * from './pets';
export * from './dictionaries';
export * from './user';
export * from './account-requests';
export * from './links';
