export * from './endpoints';
export * from './reasons';
export * from './bans';
export * from './actions';
export * from './decisions';
export * from './queues';
export * from './merge';
export * from './account-requests';
