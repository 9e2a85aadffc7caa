export { ActivationView } from './ui/activation-view';
