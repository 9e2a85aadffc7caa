export { DonationsView } from './ui/donations-view';
