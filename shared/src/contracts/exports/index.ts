/** Export contracts: a pedigree, a search's dogs, a member's dogs as CSV or XLSX. */
export * from './endpoints';
export * from './exports';
