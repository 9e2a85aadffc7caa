import { describe, expect, it } from 'vitest';
import { ageText, dateText, yearOf } from './dates';
import { personKind } from './names';
import { nameOf, optionsOf } from './dictionary';

describe('pet dates, names and dictionary labels', () => {
  it('writes a date to its precision in the page’s language', () => {
    expect(dateText('2020-05-01', 'day', 'en')).toBe('May 1, 2020');
    expect(dateText('2020-05-01', 'month', 'de')).toBe('Mai 2020');
    expect(dateText('2020-05-01', 'year', 'ru')).toBe('2020');
    expect(dateText(null, 'day', 'en')).toBe('');
    expect(yearOf('2019-02-03')).toBe(2019);
    expect(yearOf(undefined)).toBeNull();
  });

  it('gives an age no finer than the birth date', () => {
    expect(ageText('2020-05-01', 'day', 'en', '2023-07-15')).toBe('3 years 2 months');
    expect(ageText('2020-05-01', 'year', 'en', '2023-07-15')).toBe('3 years');
    expect(ageText('2023-07-01', 'day', 'en', '2023-07-15')).toBe('14 days');
    expect(ageText('2024-01-01', 'day', 'en', '2023-07-15')).toBe('');
  });

  it('tells how a breeder or owner is shown', () => {
    expect(personKind({ userId: 7, nickname: 'anna', name: null, formerMember: false })).toBe('member');
    expect(personKind({ userId: null, nickname: null, name: 'John', formerMember: false })).toBe('name');
    expect(personKind({ userId: null, nickname: null, name: 'Old', formerMember: true })).toBe('former');
    expect(personKind(null)).toBe('none');
  });

  it('names dictionary items in the page’s language, sorted', () => {
    const colours = [
      { id: 'red', name: { ru: 'Рыжий', en: 'Red' } },
      { id: 'black', name: { ru: 'Чёрный', en: 'Black' } },
    ];
    expect(nameOf(colours, 'red', 'en')).toBe('Red');
    expect(nameOf(colours, 'red', 'de')).toBe('Рыжий');
    expect(nameOf(colours, 'blue', 'en')).toBe('blue');
    expect(optionsOf(colours, 'en').map((option) => option.label)).toEqual(['Black', 'Red']);
  });
});
