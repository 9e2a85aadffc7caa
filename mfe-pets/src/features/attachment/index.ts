export { AttachmentModal } from './ui/attachment-modal';
