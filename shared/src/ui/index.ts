export * from './use-locale';
export * from './route-link';
export * from './page-layout';
