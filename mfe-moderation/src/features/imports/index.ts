export { ImportView } from './ui/import-view';
export { ImportLink } from './ui/import-link';
