export { MatingPaymentModal } from './ui/mating-payment-modal';
