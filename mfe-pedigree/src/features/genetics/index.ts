export { overallCompleteness } from './lib/completeness-rows';
export { CoiSummary } from './ui/coi-summary';
export { CompletenessProfile } from './ui/completeness-profile';
export { CommonAncestorsTable } from './ui/common-ancestors-table';
