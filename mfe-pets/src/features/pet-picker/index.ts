export { SearchPetsModal } from './ui/search-pets-modal';
