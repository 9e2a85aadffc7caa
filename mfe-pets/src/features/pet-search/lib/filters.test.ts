import { describe, expect, it } from 'vitest';
import { activeCount, EMPTY_FILTERS, filtersFromParams, filtersToParams, parseHealth, toApiQuery, withFilter, type SearchFilters } from './filters';

const full: SearchFilters = {
  q: 'Wiston Cap',
  sex: 'male',
  breed: 'border-collie',
  colors: ['black-white', 'red-white'],
  coat: 'rough',
  countries: ['GB', 'LV'],
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
  page: 3,
};

describe('search filters and the URL', () => {
  it('round-trips every filter through the URL', () => {
    const params = filtersToParams(full);
    expect(params.toString()).toBe(
      'q=Wiston+Cap&sex=male&breed=border-collie&color=black-white&color=red-white&coat=rough&country=GB&country=LV' +
        '&from=2010&to=2020&alive=alive&stud=1&health=dna%3Acea%3AN%2FN&health=hips%3Afci%3AA%2CB&photos=1' +
        '&breeder=Northern+Lights&owner=42&page=3',
    );
    expect(filtersFromParams(new URLSearchParams(params.toString()))).toEqual(full);
  });

  it('leaves defaults out, so the plain search is just /pets', () => {
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams())).toEqual(EMPTY_FILTERS);
  });

  it('ignores malformed values from a hand-edited URL', () => {
    const filters = filtersFromParams(new URLSearchParams('sex=dog&from=20&to=abcd&alive=maybe&country=lv&page=-2&health=nonsense&stud=yes'));
    expect(filters).toEqual(EMPTY_FILTERS);
  });

  it('reads a health clause with the set id before the last colon', () => {
    expect(parseHealth('dna:cea:N/N,N/M')).toEqual({ set: 'dna:cea', values: ['N/N', 'N/M'] });
    expect(parseHealth('baer:+/+')).toEqual({ set: 'baer', values: ['+/+'] });
    expect(parseHealth('hips:')).toBeNull();
  });

  it('goes back to page 1 when any filter but the page changes', () => {
    expect(withFilter(full, 'sex', 'female').page).toBe(1);
    expect(withFilter(full, 'page', 5).page).toBe(5);
  });

  it('counts the filters that are set', () => {
    expect(activeCount(EMPTY_FILTERS)).toBe(0);
    expect(activeCount(full)).toBe(13);
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
      birthYearFrom: 2010,
      birthYearTo: 2020,
      alive: true,
      offeredForStud: true,
      health: ['dna:cea:N/N', 'hips:fci:A,B'],
      hasPhotos: true,
      breeder: 'Northern Lights',
      owner: '42',
    });
    expect(toApiQuery({ ...EMPTY_FILTERS, alive: 'dead' })).toEqual({ page: 1, limit: 20, alive: false });
  });
});
