export { ProfileEditView } from './ui/profile-edit-view';
