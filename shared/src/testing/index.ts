export * from './locales';
export * from './render';
export * from './fixtures';
