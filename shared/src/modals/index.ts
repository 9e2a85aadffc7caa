export * from './open';
export * from './registry';
export * from './lazy-modal';
