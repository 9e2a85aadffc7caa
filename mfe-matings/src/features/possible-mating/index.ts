export { PossibleMatingView } from './ui/possible-mating-view';
export { TestMatingPanel } from './ui/test-mating-panel';
