import { ApiError } from '@bc/shared';
import type { FullNamesResponse, PetShort } from '@bc/shared/contracts';

type NameItem = FullNamesResponse['items'][number];

/** Two dogs of the seeded demo data: a sire and a dam (no common ancestors needed here). */
export const BLUE_FLAME: NameItem = { id: 3346, registeredName: 'Amber Coast Blue Flame', callName: 'Max', sex: 'male', birthYear: 2020 };
export const BLACK_FLAME: NameItem = { id: 3881, registeredName: 'Amber Coast Black Flame', callName: 'Zara', sex: 'female', birthYear: 2022 };
export const BLUE_RHYTHM: NameItem = { id: 3390, registeredName: 'Amber Coast Blue Rhythm', callName: null, sex: 'male', birthYear: 2020 };

/** `GET /api/pets/short/{id}` of a name item (born on 1 March of its year). */
export function petShort(item: NameItem): PetShort {
  return {
    id: item.id,
    registeredName: item.registeredName,
    callName: item.callName,
    kennelPrefix: 'Amber Coast',
    sex: item.sex,
    birthDate: item.birthYear === null ? null : `${item.birthYear}-03-01`,
    birthPrecision: 'day',
    deathDate: null,
    colorId: null,
    mainPhoto: null,
    publishStatus: 'published',
  };
}

/** An API failure as `apiFetch` throws it. */
export const apiError = (statusCode: number) => new ApiError({ message: `HTTP ${statusCode}`, statusCode });

/** A promise settled by hand, to make answers arrive out of order. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
