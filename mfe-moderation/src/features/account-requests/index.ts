export { AccountRequestsView } from './ui/account-requests-view';
