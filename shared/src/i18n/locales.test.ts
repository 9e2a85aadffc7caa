import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLocales, unknownKeys } from '../testing/locales';
import { splitLocale, switchLocalePath, toBcp47 } from './locales';

describe('locales', () => {
  it('the common namespace has every key in all seven languages', () => {
    const report = checkLocales(resolve(__dirname, '../../locales'));
    expect(report.missing).toEqual({});
    expect(report.empty).toEqual({});
  });

  it('every key the shared code translates exists in the common namespace', () => {
    expect(unknownKeys(resolve(__dirname, '..'), 'common', { common: resolve(__dirname, '../../locales') })).toEqual([]);
  });

  it('splits and switches locale prefixes', () => {
    expect(splitLocale('/en/pets/5')).toEqual({ locale: 'en', path: '/pets/5' });
    expect(splitLocale('/pets')).toEqual({ locale: 'ru', path: '/pets' });
    expect(splitLocale('/cn')).toEqual({ locale: 'cn', path: '/' });
    expect(splitLocale('/ru/pets')).toEqual({ locale: 'ru', path: '/ru/pets' });
    expect(switchLocalePath('/en/pets/5', 'ru')).toBe('/pets/5');
    expect(switchLocalePath('/', 'cz')).toBe('/cz');
    expect(switchLocalePath('/de', 'ru')).toBe('/');
  });

  it('uses BCP 47 tags for cn and cz', () => {
    expect(toBcp47('cn')).toBe('zh');
    expect(toBcp47('cz')).toBe('cs');
    expect(toBcp47('lv')).toBe('lv');
  });
});
