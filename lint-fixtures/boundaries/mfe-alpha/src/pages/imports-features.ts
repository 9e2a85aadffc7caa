import { two } from '../features/two';
import { pet } from '../entities/pet';
export const page = [two, pet];
