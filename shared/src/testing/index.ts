export * from './locales';
export * from './render';
export * from './fixtures';
export * from './match-media';
export * from './mock-api';
