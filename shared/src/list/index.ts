export * from './paged-list';
export * from './use-list-url';
export * from './paged-results';
