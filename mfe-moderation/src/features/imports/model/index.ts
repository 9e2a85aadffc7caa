export * from './wizard';
export * from './history';
export * from './health-sets';
