export * from './model';
export { getHealthSets } from './api/get-health-sets';
export { searchFullNames } from './api/search-full-names';
