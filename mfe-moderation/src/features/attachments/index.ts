export { AttachmentsView } from './ui/attachments-view';
