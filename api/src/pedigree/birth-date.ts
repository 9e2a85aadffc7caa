/** Birth dates are stored as whole days since 1970-01-01 (UTC); NO_DATE means unknown. */
export const NO_DATE = -2147483648;

const MS_PER_DAY = 86_400_000;

/** A birth date as the API hands it over: a Date, an ISO date string, or nothing. */
export type BirthInput = Date | string | null | undefined;

export function birthDay(input: BirthInput): number {
  if (input === null || input === undefined || input === '') return NO_DATE;
  const ms = input instanceof Date ? input.getTime() : Date.parse(input);
  if (!Number.isFinite(ms)) return NO_DATE;
  return Math.floor(ms / MS_PER_DAY);
}

export function birthDate(day: number): Date | null {
  return day === NO_DATE ? null : new Date(day * MS_PER_DAY);
}
