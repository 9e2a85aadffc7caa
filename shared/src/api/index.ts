export * from './errors';
export * from './tokens';
export * from './client';
