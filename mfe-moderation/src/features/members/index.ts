export { MembersView } from './ui/members-view';
