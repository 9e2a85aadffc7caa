import { isValidParam } from '@bc/shared';
import type { Sex } from '@bc/shared/contracts';

export type ParentRole = 'sire' | 'dam';

export const PARENT_ROLES: readonly ParentRole[] = ['sire', 'dam'];

/** The sex each side of a mating must have. */
export const ROLE_SEX: Record<ParentRole, Sex> = { sire: 'male', dam: 'female' };

/** The chosen sire and dam ids (`?sire=ID&dam=ID`); a missing or malformed id is null. */
export type Pair = Record<ParentRole, number | null>;

export function pairFromParams(params: URLSearchParams): Pair {
  const id = (role: ParentRole) => {
    const value = params.get(role) ?? undefined;
    return isValidParam('id', value) ? Number(value) : null;
  };
  return { sire: id('sire'), dam: id('dam') };
}

/** The URL parameters with the pair written in, sire before dam (other parameters kept; a null side removed). */
export function pairToParams(pair: Pair, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const role of PARENT_ROLES) next.delete(role);
  for (const role of PARENT_ROLES) {
    const id = pair[role];
    if (id !== null) next.append(role, String(id));
  }
  return next;
}

export const swapPair = (pair: Pair): Pair => ({ sire: pair.dam, dam: pair.sire });
