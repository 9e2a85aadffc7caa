export { PremiumView } from './ui/premium-view';
