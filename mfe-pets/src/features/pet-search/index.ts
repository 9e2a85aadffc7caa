export { PetsSearchView } from './ui/pets-search-view';
