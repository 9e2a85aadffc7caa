import { pet } from '../../entities/pet';
export const ok = pet;
