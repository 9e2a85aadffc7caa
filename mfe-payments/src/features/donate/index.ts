export { DonateView } from './ui/donate-view';
