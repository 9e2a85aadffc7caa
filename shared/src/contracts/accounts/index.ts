export * from './endpoints';
export * from './members';
export * from './sessions';
export * from './profiles';
export * from './member-lists';
export * from './users';
export * from './member-search';
export * from './account-requests';
