export { ProfileView } from './ui/profile-view';
