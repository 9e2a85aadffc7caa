export * from './endpoints';
export * from './dictionaries';
export * from './pet-values-search';
export * from './dna-tests';
