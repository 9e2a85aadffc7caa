/**
 * The forms of dates and sexes clubs' spreadsheets use, read into ours. Dates keep their precision: a year alone is
 * a year, as the pets' own dates (`parsePartialDate`).
 */
import { parsePartialDate, type StoredDate } from '../../pets/input';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `2017-03-08`, `2017-03`, `08.03.2017`, `8/3/2017` (day first), `Mar  8 2017`, `May  2 1991 `, `8 Mar 2017`,
 * `March 8, 2017`, `2017`; null when none of these or not a calendar date.
 */
export function parseImportDate(raw: string): StoredDate | null {
  const value = raw.trim().replace(/\s+/g, ' ');
  if (value === '') return null;
  let m = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?(?:[T ].*)?$/.exec(value);
  if (m) return parsePartialDate([m[1], m[2] && pad(Number(m[2])), m[3] && pad(Number(m[3]))].filter(Boolean).join('-'));
  m = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(value);
  if (m) return parsePartialDate(`${m[3]}-${pad(Number(m[2]))}-${pad(Number(m[1]))}`);
  m = /^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})$/.exec(value);
  if (m) return monthDayYear(m[1], m[2], m[3]);
  m = /^(\d{1,2}) ([A-Za-z]{3,9})\.? (\d{4})$/.exec(value);
  if (m) return monthDayYear(m[2], m[1], m[3]);
  return null;
}

function monthDayYear(month: string, day: string, year: string): StoredDate | null {
  const index = MONTHS.indexOf(month.slice(0, 3).toLowerCase());
  if (index < 0) return null;
  return parsePartialDate(`${year}-${pad(index + 1)}-${pad(Number(day))}`);
}

const SEXES: Record<string, 'male' | 'female'> = {
  m: 'male', male: 'male', dog: 'male', d: 'male', r: 'male', rude: 'male', кобель: 'male', к: 'male', кб: 'male', м: 'male', муж: 'male',
  rüde: 'male', ruede: 'male', pies: 'male', samiec: 'male', pes: 'male', suns: 'male', suņs: 'male', 公: 'male', 公犬: 'male',
  f: 'female', female: 'female', bitch: 'female', b: 'female', h: 'female', hündin: 'female', huendin: 'female', сука: 'female',
  с: 'female', сук: 'female', ж: 'female', жен: 'female', suka: 'female', samica: 'female', fena: 'female',
  kuce: 'female', 母: 'female', 母犬: 'female',
};

/** M/F, male/female, dog/bitch, кобель/сука, Rüde/Hündin, pies/suka…; null when not one of these. */
export function parseSex(raw: string): 'male' | 'female' | null {
  const value = raw.trim().toLowerCase().replace(/\.$/, '');
  return SEXES[value] ?? null;
}
