export { PetFormView } from './ui/pet-form-view';
