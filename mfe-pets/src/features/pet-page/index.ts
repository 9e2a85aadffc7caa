export { PetFrame } from './ui/pet-frame';
export { PetOverview } from './ui/pet-overview';
