export { updatePassword } from './api/update-password';
