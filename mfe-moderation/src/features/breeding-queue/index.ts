export { MatingsQueueView } from './ui/matings-queue-view';
export { LittersQueueView } from './ui/litters-queue-view';
