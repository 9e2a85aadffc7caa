export * from './locales';
export * from './render';
