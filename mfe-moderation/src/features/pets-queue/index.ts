export { PetsQueueView } from './ui/pets-queue-view';
