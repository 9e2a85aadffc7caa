/** Sex as stored in the engine's typed arrays. */
export const SEX_UNKNOWN = 0;
export const SEX_MALE = 1;
export const SEX_FEMALE = 2;

export type Sex = 'male' | 'female' | 'unknown';

export function sexCode(sex: Sex | number | null | undefined): number {
  if (sex === 'male' || sex === SEX_MALE) return SEX_MALE;
  if (sex === 'female' || sex === SEX_FEMALE) return SEX_FEMALE;
  return SEX_UNKNOWN;
}

export function sexName(code: number): Sex {
  return code === SEX_MALE ? 'male' : code === SEX_FEMALE ? 'female' : 'unknown';
}
