export { LikesView } from './ui/likes-view';
