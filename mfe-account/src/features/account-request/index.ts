export { AccountRequestModal } from './ui/account-request-modal';
