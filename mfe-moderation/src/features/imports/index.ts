export { ImportView } from './ui/import-view';
