import { describe, expect, it } from 'vitest';
import {
  activeCount, EMPTY_FILTERS, filtersFromParams, MORE_FILTERS, filtersToParams, fromSortChoice, parseHealth, SORT_CHOICES, sortChoice, toApiQuery, withFilter,
  type SearchFilters,
} from './filters';

const full: SearchFilters = {
  q: 'Wiston Cap',
  sex: 'male',
  breed: 'border-collie',
  colors: ['black-white', 'red-white'],
  coat: 'rough',
  countries: ['GB', 'LV'],
  residence: ['DE'],
  yearFrom: 2010,
  yearTo: 2020,
  alive: 'alive',
  stud: true,
  health: [
    { set: 'dna:cea', values: ['N/N'] },
    { set: 'hips:fci', values: ['A', 'B'] },
  ],
  photos: true,
  breeder: 'Northern Lights',
  owner: '42',
  sort: 'birth',
  order: 'asc',
  page: 3,
};

describe('search filters and the URL', () => {
  it('round-trips every filter through the URL', () => {
    const params = filtersToParams(full);
    expect(params.toString()).toBe(
      'q=Wiston+Cap&sex=male&breed=border-collie&color=black-white&color=red-white&coat=rough&country=GB&country=LV' +
        '&residence=DE&from=2010&to=2020&alive=alive&stud=1&health=dna%3Acea%3AN%2FN&health=hips%3Afci%3AA%2CB&photos=1' +
        '&breeder=Northern+Lights&owner=42&sort=birth&order=asc&page=3',
    );
    expect(filtersFromParams(new URLSearchParams(params.toString()))).toEqual(full);
  });

  it('leaves defaults out, so the plain search is just /pets', () => {
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams())).toEqual(EMPTY_FILTERS);
  });

  it('ignores malformed values from a hand-edited URL', () => {
    const filters = filtersFromParams(
      new URLSearchParams('sex=dog&from=20&to=abcd&alive=maybe&country=lv&residence=x&page=-2&health=nonsense&stud=yes&sort=age&order=up'),
    );
    expect(filters).toEqual(EMPTY_FILTERS);
  });

  it('reads a health clause with the set id before the last colon', () => {
    expect(parseHealth('dna:cea:N/N,N/M')).toEqual({ set: 'dna:cea', values: ['N/N', 'N/M'] });
    expect(parseHealth('baer:+/+')).toEqual({ set: 'baer', values: ['+/+'] });
    expect(parseHealth('hips:')).toBeNull();
  });

  it('keeps the sort in the URL only when it is not the default (name A–Z; newest and birth newest first)', () => {
    expect(filtersToParams({ ...EMPTY_FILTERS, sort: 'birth' }).toString()).toBe('sort=birth');
    expect(filtersToParams({ ...EMPTY_FILTERS, sort: 'birth', order: 'desc' }).toString()).toBe('sort=birth');
    expect(filtersToParams({ ...EMPTY_FILTERS, order: 'desc' }).toString()).toBe('order=desc');
    expect(filtersToParams({ ...EMPTY_FILTERS, sort: 'name', order: 'asc' }).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams('sort=name&order=asc'))).toMatchObject({ sort: null, order: 'asc' });
    for (const choice of SORT_CHOICES) expect(sortChoice({ ...EMPTY_FILTERS, ...fromSortChoice(choice) })).toBe(choice);
    expect(fromSortChoice('newest:desc')).toEqual({ sort: 'newest', order: null });
    expect(fromSortChoice('name:desc')).toEqual({ sort: null, order: 'desc' });
    expect(fromSortChoice('shoe-size:asc')).toEqual({ sort: null, order: null });
    expect(toApiQuery({ ...EMPTY_FILTERS, ...fromSortChoice('birth:asc') })).toEqual({ page: 1, limit: 20, sort: 'birth', order: 'asc' });
  });

  it('goes back to page 1 when any filter but the page changes', () => {
    expect(withFilter(full, 'sex', 'female').page).toBe(1);
    expect(withFilter(full, 'page', 5).page).toBe(5);
  });

  it('counts the filters that are set', () => {
    expect(activeCount(EMPTY_FILTERS)).toBe(0);
    // The sort and the order are not filters.
    expect(activeCount(full)).toBe(14);
  });

  it('counts one filter per control: the year range once, each health row once', () => {
    expect(activeCount({ ...EMPTY_FILTERS, yearFrom: 2010, yearTo: 2020 })).toBe(1);
    expect(activeCount({ ...EMPTY_FILTERS, yearTo: 2020 })).toBe(1);
    const health = [{ set: 'dna:cea', values: ['N/N', 'clear-by-parentage'] }, { set: 'hips:fci', values: ['A'] }];
    expect(activeCount({ ...EMPTY_FILTERS, health })).toBe(2);
    expect(activeCount({ ...EMPTY_FILTERS, health, coat: 'rough' }, MORE_FILTERS)).toBe(3);
    expect(activeCount({ ...EMPTY_FILTERS, yearTo: 2020 }, MORE_FILTERS)).toBe(0);
  });

  it('builds the API query with the contract names (lists comma-separated, health clauses repeated)', () => {
    expect(toApiQuery(full)).toEqual({
      page: 3,
      limit: 20,
      q: 'Wiston Cap',
      sex: 'male',
      breed: 'border-collie',
      color: 'black-white,red-white',
      coat: 'rough',
      countryOfBirth: 'GB,LV',
      countryOfResidence: 'DE',
      birthYearFrom: 2010,
      birthYearTo: 2020,
      alive: true,
      offeredForStud: true,
      health: ['dna:cea:N/N', 'hips:fci:A,B'],
      hasPhotos: true,
      breeder: 'Northern Lights',
      owner: '42',
      sort: 'birth',
      order: 'asc',
    });
    expect(toApiQuery({ ...EMPTY_FILTERS, alive: 'dead' })).toEqual({ page: 1, limit: 20, alive: false });
  });
});
