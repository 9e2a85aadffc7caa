export { UsersModal } from './ui/users-modal';
