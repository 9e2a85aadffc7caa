export { SiblingsView } from './ui/siblings-view';
export { OffspringView } from './ui/offspring-view';
