export * from './use-locale';
export * from './route-link';
export * from './page-layout';
export * from './document-link';
export * from './section';
export * from './use-page-title';
export * from './initials';
export * from './card-table';
