import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Мэй Линь')).toBe('МЛ');
    expect(initialsOf('anna kowalska')).toBe('AK');
    expect(initialsOf('  Jan  van der Berg ')).toBe('JV');
    expect(initialsOf('Ēriks Ābols')).toBe('ĒĀ');
  });

  it('takes the first two letters of a single word or nickname', () => {
    expect(initialsOf('collie_fan')).toBe('CF');
    expect(initialsOf('breeder01')).toBe('BR');
    expect(initialsOf('王小明')).toBe('王小');
    expect(initialsOf('x')).toBe('X');
  });

  it('skips what is not a letter or digit', () => {
    expect(initialsOf('— Lee')).toBe('LE');
    expect(initialsOf('"Fly" Smith')).toBe('FS');
    expect(initialsOf('')).toBe('');
    expect(initialsOf('!!!')).toBe('');
  });
});
