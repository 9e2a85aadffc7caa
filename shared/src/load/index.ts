export * from './load-model';
export * from './load-gate';
export * from './load-failure';
