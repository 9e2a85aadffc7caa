import { beta } from '../../../../mfe-beta/src/features/one';
export const one = beta;
