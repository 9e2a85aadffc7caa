export { PremiumResultView } from './ui/premium-result-view';
