export { StudSearchView } from './ui/stud-search-view';
export { studList } from './model';
