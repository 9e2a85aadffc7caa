export * from './errors';
export * from './tokens';
export * from './client';
export * from './call-api';
export { rememberedBan, type RememberedBan } from './ban-cookie';
export * from './download';
