export { CoiSummary, overallCompleteness } from './ui/coi-summary';
export { CompletenessChart } from './ui/completeness-chart';
export { CommonAncestorsTable } from './ui/common-ancestors-table';
