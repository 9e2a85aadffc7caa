import { describe, expect, it } from 'vitest';
import { datePattern, firstDayOfWeek, formatIsoDate, monthWeeks, parseDate, weekdayNames } from './date-format';

const LETTERS = { day: 'DD', month: 'MM', year: 'YYYY' };

describe('dates in the page’s language', () => {
  it('writes an ISO date as each language does', () => {
    expect(formatIsoDate('2026-03-05', 'ru')).toBe('05.03.2026');
    expect(formatIsoDate('2026-03-05', 'de')).toBe('05.03.2026');
    expect(formatIsoDate('2026-03-05', 'pl')).toBe('05.03.2026');
    expect(formatIsoDate('2026-03-05', 'lv')).toBe('05.03.2026');
    expect(formatIsoDate('2026-03-05', 'en')).toBe('03/05/2026');
    expect(formatIsoDate('2026-03-05', 'cz')).toBe('5. 3. 2026');
    expect(formatIsoDate('2026-03-05', 'cn')).toBe('2026/03/05');
    expect(formatIsoDate('', 'ru')).toBe('');
    expect(formatIsoDate('2026-02-31', 'ru')).toBe('');
  });

  it('reads a typed date in the page’s order, with any separators, or an ISO date', () => {
    expect(parseDate('05.03.2026', 'ru')).toBe('2026-03-05');
    expect(parseDate('5.3.2026', 'de')).toBe('2026-03-05');
    expect(parseDate('05032026', 'ru')).toBe('2026-03-05');
    expect(parseDate('03/05/2026', 'en')).toBe('2026-03-05');
    expect(parseDate('5. 3. 2026', 'cz')).toBe('2026-03-05');
    expect(parseDate('2026/3/5', 'cn')).toBe('2026-03-05');
    expect(parseDate('2026-03-05', 'en')).toBe('2026-03-05');
    expect(parseDate(' 2026-03-05T10:00:00Z ', 'ru')).toBe('2026-03-05');
  });

  it('rejects what is not a date of the calendar', () => {
    expect(parseDate('31.02.2026', 'ru')).toBeNull();
    expect(parseDate('29.02.2025', 'ru')).toBeNull();
    expect(parseDate('29.02.2024', 'ru')).toBe('2024-02-29');
    expect(parseDate('13/05/2026', 'en')).toBeNull();
    expect(parseDate('05.03.26', 'ru')).toBeNull();
    expect(parseDate('05.03', 'ru')).toBeNull();
    expect(parseDate('abc', 'ru')).toBeNull();
    expect(parseDate('5 марта 2026', 'ru')).toBeNull();
  });

  it('builds the pattern a person types from the language’s letters', () => {
    expect(datePattern('ru', LETTERS)).toBe('DD.MM.YYYY');
    expect(datePattern('en', LETTERS)).toBe('MM/DD/YYYY');
    expect(datePattern('cn', LETTERS)).toBe('YYYY/MM/DD');
  });

  it('starts the week on Monday, on Sunday in English, and lays out a month', () => {
    expect(firstDayOfWeek('ru')).toBe(1);
    expect(firstDayOfWeek('de')).toBe(1);
    expect(firstDayOfWeek('en')).toBe(7);
    expect(weekdayNames('ru')[0]).toBe('пн');
    expect(weekdayNames('en')[0]).toBe('Sun');
    // March 2026 begins on a Sunday: the last cell of a Monday week, the first of a Sunday week.
    expect(monthWeeks(2026, 2, 1)[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(monthWeeks(2026, 2, 7)[0][0]).toBe('2026-03-01');
    expect(monthWeeks(2026, 2, 1).flat().filter(Boolean)).toHaveLength(31);
  });
});
