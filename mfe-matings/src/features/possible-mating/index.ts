export { PossibleMatingView } from './ui/possible-mating-view';
export { TestMatingPanel } from './ui/test-mating-panel';
export { ParentPicker } from './ui/parent-picker';
export { useUrlPair } from './ui/use-url-pair';
