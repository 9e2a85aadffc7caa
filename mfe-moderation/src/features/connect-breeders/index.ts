export { ConnectBreedersView } from './ui/connect-breeders-view';
