export { CorrectionRequest } from './ui/correction-request';
