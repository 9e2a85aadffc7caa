/**
 * A mating's and a litter's calendar: calendar dates as `YYYY-MM-DD` strings, computed in UTC days so that no time
 * zone or daylight-saving change moves a day. Pure: the caller passes "today".
 */

const DAY_MS = 86_400_000;

/** Days of a dog's pregnancy from the first mating: expected 63, the usual range 58–68. */
export const GESTATION = { expected: 63, earliest: 58, latest: 68 } as const;
/** A litter is born 56–72 days after one of its mating dates (integrity rule). */
export const BIRTH_WINDOW = { min: 56, max: 72 } as const;
/** Puppies go home 8 weeks after birth. */
export const GO_HOME_DAYS = 56;
/** Planned and done matings leave the public lists 30 days after the expected whelping unless whelped. */
export const MATING_LISTED_DAYS_AFTER_WHELPING = 30;
/** Litters with available puppies leave the public lists 13 weeks after the birth. */
export const LITTER_LISTED_DAYS = 13 * 7;

export const dayNumber = (iso: string): number => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS);
export const isoOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const addDays = (iso: string, days: number): string => isoOfDay(dayNumber(iso) + days);
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);
/** Today as a calendar date (UTC). */
export const todayOf = (now: Date): string => now.toISOString().slice(0, 10);

/** The date `months` calendar months after `iso` (the last day of the month when it is shorter: Jan 31 + 1 = Feb 28/29). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return isoOfDay(Math.floor(Date.UTC(year, month, Math.min(d, last)) / DAY_MS));
}

/** The earliest of some dates (null for none). */
export const firstOf = (dates: readonly string[]): string | null => (dates.length === 0 ? null : [...dates].sort()[0]);

export interface Whelping {
  expected: string;
  from: string;
  to: string;
}

/** Expected whelping 63 days after the first mating date, in the range 58–68 days. */
export function whelpingOf(firstMating: string): Whelping {
  return {
    expected: addDays(firstMating, GESTATION.expected),
    from: addDays(firstMating, GESTATION.earliest),
    to: addDays(firstMating, GESTATION.latest),
  };
}

export const goHomeOf = (birthDate: string): string => addDays(birthDate, GO_HOME_DAYS);

/** The last day a mating's announcement is in the public lists (null: no mating date). */
export const matingListedUntil = (firstMating: string | null): string | null =>
  firstMating === null ? null : addDays(firstMating, GESTATION.expected + MATING_LISTED_DAYS_AFTER_WHELPING);

/** The last day a litter's announcement is in the public lists. */
export const litterListedUntil = (birthDate: string): string => addDays(birthDate, LITTER_LISTED_DAYS);

/** Whether an announcement listed until `listedUntil` (null: no limit) is past it on `today`. */
export const isExpired = (listedUntil: string | null, today: string): boolean => listedUntil !== null && listedUntil < today;

/** Whether a litter born on `birthDate` fits a mating date: 56–72 days after at least one of them. */
export function birthFitsMating(birthDate: string, matingDates: readonly string[]): boolean {
  return matingDates.some((d) => {
    const days = daysBetween(d, birthDate);
    return days >= BIRTH_WINDOW.min && days <= BIRTH_WINDOW.max;
  });
}

export interface MatingCalendar {
  matingDates: string[];
  expectedWhelping: string | null;
  whelpingFrom: string | null;
  whelpingTo: string | null;
  goHome: string | null;
  listedUntil: string | null;
  expired: boolean;
}

/**
 * Everything a mating's page shows of its dates. Once whelped (a litter born), the listing follows the litter's
 * rule (13 weeks after the birth); before, 30 days after the expected whelping.
 */
export function matingCalendar(matingDates: readonly string[], birthDate: string | null, today: string): MatingCalendar {
  const dates = [...matingDates].sort();
  const first = firstOf(dates);
  const whelping = first === null ? null : whelpingOf(first);
  const listedUntil = birthDate !== null ? litterListedUntil(birthDate) : matingListedUntil(first);
  return {
    matingDates: dates,
    expectedWhelping: whelping?.expected ?? null,
    whelpingFrom: whelping?.from ?? null,
    whelpingTo: whelping?.to ?? null,
    goHome: birthDate === null ? null : goHomeOf(birthDate),
    listedUntil,
    expired: isExpired(listedUntil, today),
  };
}
