export * from './locales';
export * from './cookies';
export * from './namespaces';
export * from './init';
export * from './common-locale';
