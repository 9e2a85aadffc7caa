import { describe, expect, it } from 'vitest';
import { isValidParam } from './params';
import { parseRouteName, pathTo, routeName } from './links';
import { breadcrumbChain, LAYOUTS, ROUTES, routesInLayout, type RouteName } from './routes';

describe('route names and links', () => {
  it('names routes name___locale', () => {
    expect(routeName('pets-id', 'en')).toBe('pets-id___en');
    expect(parseRouteName('pets-id-pedigree___cz')).toEqual({ base: 'pets-id-pedigree', locale: 'cz' });
    expect(() => parseRouteName('pets___xx')).toThrow(/Unknown locale/);
  });

  it('builds links from names and parameters, ru without a prefix', () => {
    expect(pathTo('pets-id___en', { id: 5 })).toBe('/en/pets/5');
    expect(pathTo('pets-id', { id: 5 })).toBe('/pets/5');
    expect(pathTo('index___ru')).toBe('/');
    expect(pathTo('index___lv')).toBe('/lv');
    expect(pathTo('u-nickname', { nickname: 'anna' }, { locale: 'de' })).toBe('/de/u/anna');
    expect(pathTo('pets', {}, { locale: 'pl', query: { q: 'cap', sex: ['m', 'f'], empty: '' } })).toBe('/pl/pets?q=cap&sex=m&sex=f');
    expect(() => pathTo('pets-id', { id: '' })).toThrow(/needs parameter "id"/);
  });

  it('validates route parameters', () => {
    expect(isValidParam('id', '12')).toBe(true);
    expect(isValidParam('id', '0')).toBe(false);
    expect(isValidParam('id', 'abc')).toBe(false);
    expect(isValidParam('id', '99999999999')).toBe(false);
    expect(isValidParam('nickname', 'border_fan')).toBe(true);
    expect(isValidParam('nickname', 'edit')).toBe(false);
    expect(isValidParam('nickname', 'Likes')).toBe(false);
    expect(isValidParam('nickname', 'a')).toBe(false);
    expect(isValidParam('hash', 'abcdefABCDEF0123_-xy')).toBe(true);
    expect(isValidParam('hash', 'short')).toBe(false);
  });

  it('has every route of the specification once, with breadcrumbs up to home', () => {
    const names = ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toHaveLength(48);
    for (const route of ROUTES) expect(breadcrumbChain(route.name as RouteName)[0].name).toBe('index');
    expect(ROUTES.filter((route) => route.access === 'moderator')).toHaveLength(11);
    expect(ROUTES.filter((route) => route.access === 'user').map((route) => route.name).sort()).toEqual(
      ['litters-add', 'litters-edit-id', 'm-add', 'm-edit-id', 'pets-add', 'pets-edit-id', 'pets-id-report', 'u-edit',
        'u-edit-nickname', 'u-import', 'u-likes', 'u-litters', 'u-matings', 'u-pets', 'u-reports'].sort(),
    );
  });

  it('draws the pages of a layout inside it: their paths start with its path, and its frame is one of them', () => {
    expect(LAYOUTS.map((entry) => entry.name)).toEqual(['pets-id-layout']);
    for (const entry of LAYOUTS) {
      const inside = routesInLayout(entry.name);
      expect(inside.map((route) => route.name)).toContain(entry.frame);
      for (const route of inside) expect(route.path === entry.path || route.path.startsWith(`${entry.path}/`), route.name).toBe(true);
    }
    expect(routesInLayout('pets-id-layout').map((route) => route.owner)).toEqual(
      ['mfe_pets', 'mfe_pets', 'mfe_pets', 'mfe_pedigree', 'mfe_pedigree', 'mfe_payments'],
    );
  });
});
