export { MergePetsModal } from './ui/merge-modal';
