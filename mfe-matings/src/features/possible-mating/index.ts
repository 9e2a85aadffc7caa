export { PossibleMatingView } from './ui/possible-mating-view';
