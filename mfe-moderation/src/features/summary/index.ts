export { SummaryView } from './ui/summary-view';
