export * from './errors';
export * from './tokens';
export * from './client';
export * from './call-api';
