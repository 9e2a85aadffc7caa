import { describe, expect, it } from 'vitest';
import { addMonths, birthFitsMating, goHomeOf, isExpired, litterListedUntil, matingCalendar, whelpingOf } from '../../src/breeding';

describe('a mating’s calendar', () => {
  it('expects the whelping 63 days after the first mating date, in 58–68 days', () => {
    expect(whelpingOf('2026-03-01')).toEqual({ expected: '2026-05-03', from: '2026-04-28', to: '2026-05-08' });
  });

  it('sends the puppies home 8 weeks after the birth', () => expect(goHomeOf('2026-05-03')).toBe('2026-06-28'));

  it('lists a mating until 30 days after the expected whelping, then a whelped one 13 weeks after the birth', () => {
    const before = matingCalendar(['2026-03-03', '2026-03-01'], null, '2026-04-01');
    expect(before).toMatchObject({ matingDates: ['2026-03-01', '2026-03-03'], expectedWhelping: '2026-05-03', listedUntil: '2026-06-02', expired: false, goHome: null });
    expect(matingCalendar(['2026-03-01'], null, '2026-06-02').expired).toBe(false);
    expect(matingCalendar(['2026-03-01'], null, '2026-06-03').expired).toBe(true);
    const whelped = matingCalendar(['2026-03-01'], '2026-05-02', '2026-06-03');
    expect(whelped).toMatchObject({ goHome: '2026-06-27', listedUntil: litterListedUntil('2026-05-02'), expired: false });
    expect(litterListedUntil('2026-05-02')).toBe('2026-08-01');
    expect(isExpired('2026-08-01', '2026-08-02')).toBe(true);
    expect(isExpired(null, '2099-01-01')).toBe(false);
  });

  it('adds calendar months, keeping to the end of a shorter month', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-06-15', 12)).toBe('2026-06-15');
    expect(addMonths('2025-11-30', 6)).toBe('2026-05-30');
  });

  it('fits a birth 56–72 days after one of the mating dates, across a daylight-saving change', () => {
    expect(birthFitsMating('2026-05-26', ['2026-03-31'])).toBe(true); // 56 days
    expect(birthFitsMating('2026-05-25', ['2026-03-31'])).toBe(false); // 55
    expect(birthFitsMating('2026-06-11', ['2026-03-31'])).toBe(true); // 72
    expect(birthFitsMating('2026-06-12', ['2026-03-31'])).toBe(false); // 73
    expect(birthFitsMating('2026-06-12', ['2026-03-31', '2026-04-02'])).toBe(true);
  });
});
