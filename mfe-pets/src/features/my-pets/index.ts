export { MyPetsView } from './ui/my-pets-view';
