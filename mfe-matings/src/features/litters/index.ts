export { AddLitterView, EditLitterView } from './ui/litter-form-view';
export { MyLittersView } from './ui/my-litters-view';
