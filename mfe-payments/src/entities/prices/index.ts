export { prices } from './model';
