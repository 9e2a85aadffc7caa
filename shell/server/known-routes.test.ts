import { describe, expect, it } from 'vitest';
import { isKnownPage, matchPage, pageRemotes } from './known-routes';

describe('known pages (server-side 404)', () => {
  it.each(['/', '/en', '/pets', '/cz/pets/12', '/pets/12/pedigree', '/u/anna', '/u/edit', '/lv/moder/users', '/activate/abcdefghijklmnop1234'])(
    '%s is a page',
    (path) => expect(isKnownPage(path)).toBe(true),
  );
  it.each(['/nope', '/pets/abc', '/pets/0', '/u/edit/likes', '/en/pets/12/unknown', '/ru/pets', '/activate/x'])('%s is not', (path) =>
    expect(isKnownPage(path)).toBe(false),
  );

  it('names the remotes a page needs first', () => {
    expect(pageRemotes(matchPage('/'))).toEqual([]);
    expect(pageRemotes(matchPage('/en/pets'))).toEqual(['mfe_pets']);
    expect(pageRemotes(matchPage('/pets/12/pedigree'))).toEqual(['mfe_pets', 'mfe_pedigree']);
    expect(pageRemotes(matchPage('/nope'))).toEqual([]);
  });
});
