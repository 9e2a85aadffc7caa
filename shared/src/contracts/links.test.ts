import { describe, expect, it } from 'vitest';
import { activationLink, localePath, resetPasswordLink } from './links';

describe('email links', () => {
  it('activation: /activate/{hash}, prefixed except for ru', () => {
    expect(activationLink('http://localhost:3000', 'ru', 'abc')).toBe('http://localhost:3000/activate/abc');
    expect(activationLink('http://localhost:3000', 'cz', 'abc')).toBe('http://localhost:3000/cz/activate/abc');
  });

  it('reset: the home page with ?reset={token}, no trailing slash after a prefix', () => {
    expect(resetPasswordLink('https://bc.example', 'ru', 'tok')).toBe('https://bc.example/?reset=tok');
    expect(resetPasswordLink('https://bc.example', 'en', 'tok')).toBe('https://bc.example/en?reset=tok');
  });

  it('localePath', () => {
    expect(localePath('ru', '/')).toBe('/');
    expect(localePath('lv', '/')).toBe('/lv');
    expect(localePath('de', '/pets/1')).toBe('/de/pets/1');
  });
});
