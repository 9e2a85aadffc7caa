import { shellValue } from '../../shell/src/imports-remote';
export const sharedValue = shellValue;
