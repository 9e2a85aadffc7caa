import { two } from '../../mfe-alpha/src/features/two';
export const shellValue = two;
