export { HowToMatingModal } from './ui/how-to-mating-modal';
export { HowToMatingButton } from './ui/how-to-mating-button';
