export * from './shared-deps';
export * from './config';
export * from './remote-module';
export * from './exposed';
