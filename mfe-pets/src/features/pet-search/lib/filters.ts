import { LIMITS, type PetSearchQuery, type PetSort, type Sex } from '@bc/shared/contracts';

export const PAGE_SIZE = 20;
export const MIN_YEAR = 1900;

/** One health filter: an option set of /api/dictionaries/health and the results accepted (any of them). */
export interface HealthFilter {
  set: string;
  values: string[];
}

/** The value of a DNA health filter for the pets clear by parentage (untested, both parents clear). */
export const CLEAR_BY_PARENTAGE = 'clear-by-parentage';

export type Alive = 'alive' | 'dead';
export type SortOrder = 'asc' | 'desc';

const SORTS: readonly PetSort[] = ['name', 'birth', 'newest'];
/** The order each sort takes unless told (as the API's defaults). */
export const DEFAULT_ORDER: Record<PetSort, SortOrder> = { name: 'asc', birth: 'desc', newest: 'desc' };
/** The orderings the sort control offers, as `<sort>:<order>` (name A–Z first: the default). */
export const SORT_CHOICES = ['name:asc', 'name:desc', 'birth:desc', 'birth:asc', 'newest:desc'] as const;

/** The search as the page holds it; the URL is its only store (shareable, and the back button works). */
export interface SearchFilters {
  q: string;
  sex: Sex | null;
  breed: string | null;
  colors: string[];
  coat: string | null;
  /** Countries of birth. */
  countries: string[];
  /** Countries of residence. */
  residence: string[];
  yearFrom: number | null;
  yearTo: number | null;
  alive: Alive | null;
  stud: boolean;
  health: HealthFilter[];
  photos: boolean;
  breeder: string;
  owner: string;
  /** null: by name. */
  sort: PetSort | null;
  /** null: the sort's default order. */
  order: SortOrder | null;
  page: number;
}

export const EMPTY_FILTERS: SearchFilters = {
  q: '',
  sex: null,
  breed: null,
  colors: [],
  coat: null,
  countries: [],
  residence: [],
  yearFrom: null,
  yearTo: null,
  alive: null,
  stud: false,
  health: [],
  photos: false,
  breeder: '',
  owner: '',
  sort: null,
  order: null,
  page: 1,
};

/** Filters that live in the 'more filters' panel (the rest are always shown). */
export const MORE_FILTERS: readonly (keyof SearchFilters)[] = ['coat', 'alive', 'stud', 'health', 'photos', 'breeder', 'owner'];

const year = (value: string | null): number | null => {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const number = Number(value);
  return number >= MIN_YEAR && number <= 2100 ? number : null;
};

const page = (value: string | null): number => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= 100_000 ? number : 1;
};

const unique = (values: string[]) => [...new Set(values.map((value) => value.trim()).filter(Boolean))];
const countryCodes = (values: string[]) => unique(values).filter((code) => /^[A-Z]{2}$/.test(code));

/**
 * A health clause as the API takes it (and the URL keeps it): `<set>:<values>`, e.g. `dna:cea:N/N` or
 * `hips:fci:A,B`. Set ids may hold ':' and results never do, so the results follow the last ':'.
 */
export function parseHealth(value: string): HealthFilter | null {
  const at = value.lastIndexOf(':');
  if (at <= 0) return null;
  const values = unique(value.slice(at + 1).split(','));
  return values.length ? { set: value.slice(0, at), values } : null;
}

export function formatHealth(filter: HealthFilter): string {
  return `${filter.set}:${filter.values.join(',')}`;
}

/** Reads the filters from the page's URL; anything malformed is ignored. */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const sex = params.get('sex');
  const alive = params.get('alive');
  const sort = params.get('sort');
  const order = params.get('order');
  return {
    q: (params.get('q') ?? '').slice(0, LIMITS.search),
    sex: sex === 'male' || sex === 'female' ? sex : null,
    breed: params.get('breed') || null,
    colors: unique(params.getAll('color')),
    coat: params.get('coat') || null,
    countries: countryCodes(params.getAll('country')),
    residence: countryCodes(params.getAll('residence')),
    yearFrom: year(params.get('from')),
    yearTo: year(params.get('to')),
    alive: alive === 'alive' || alive === 'dead' ? alive : null,
    stud: params.get('stud') === '1',
    health: params
      .getAll('health')
      .map(parseHealth)
      .filter((filter): filter is HealthFilter => filter !== null),
    photos: params.get('photos') === '1',
    breeder: (params.get('breeder') ?? '').slice(0, LIMITS.name),
    owner: (params.get('owner') ?? '').slice(0, LIMITS.name),
    sort: SORTS.includes(sort as PetSort) && sort !== 'name' ? (sort as PetSort) : null,
    order: order === 'asc' || order === 'desc' ? order : null,
    page: page(params.get('page')),
  };
}

/** Writes the filters as URL parameters, leaving out defaults (so the plain page is just `/pets`). */
export function filtersToParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.sex) params.set('sex', filters.sex);
  if (filters.breed) params.set('breed', filters.breed);
  filters.colors.forEach((color) => params.append('color', color));
  if (filters.coat) params.set('coat', filters.coat);
  filters.countries.forEach((country) => params.append('country', country));
  filters.residence.forEach((country) => params.append('residence', country));
  if (filters.yearFrom) params.set('from', String(filters.yearFrom));
  if (filters.yearTo) params.set('to', String(filters.yearTo));
  if (filters.alive) params.set('alive', filters.alive);
  if (filters.stud) params.set('stud', '1');
  filters.health.filter((filter) => filter.values.length).forEach((filter) => params.append('health', formatHealth(filter)));
  if (filters.photos) params.set('photos', '1');
  if (filters.breeder.trim()) params.set('breeder', filters.breeder.trim());
  if (filters.owner.trim()) params.set('owner', filters.owner.trim());
  const sort = filters.sort ?? 'name';
  if (sort !== 'name') params.set('sort', sort);
  if (filters.order && filters.order !== DEFAULT_ORDER[sort]) params.set('order', filters.order);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The sort control's value for the filters. */
export function sortChoice(filters: SearchFilters): string {
  const sort = filters.sort ?? 'name';
  return `${sort}:${filters.order ?? DEFAULT_ORDER[sort]}`;
}

/** A choice of the sort control → the filters' sort and order (defaults left out). */
export function fromSortChoice(choice: string): Pick<SearchFilters, 'sort' | 'order'> {
  const [sort, order] = choice.split(':') as [PetSort, SortOrder];
  if (!SORTS.includes(sort)) return { sort: null, order: null };
  return { sort: sort === 'name' ? null : sort, order: order === DEFAULT_ORDER[sort] || (order !== 'asc' && order !== 'desc') ? null : order };
}

/** A change of any filter but the page goes back to page 1. */
export function withFilter<K extends keyof SearchFilters>(filters: SearchFilters, key: K, value: SearchFilters[K]): SearchFilters {
  return { ...filters, [key]: value, page: key === 'page' ? (value as number) : 1 };
}

/** What narrows the list (the text, the order and the page do not count as filters). */
const NOT_FILTERS: readonly (keyof SearchFilters)[] = ['q', 'page', 'sort', 'order'];

/**
 * How many filters besides the text, the order and the page are set (for the 'Filters (n)' button): one per control
 * the reader set — the year range counts once whichever ends are given, each health row once.
 */
export function activeCount(filters: SearchFilters, keys?: readonly (keyof SearchFilters)[]): number {
  const fields = (keys ?? (Object.keys(EMPTY_FILTERS) as (keyof SearchFilters)[])).filter((key) => !NOT_FILTERS.includes(key));
  let count = 0;
  for (const key of fields) {
    const value = filters[key];
    if (key === 'yearTo' && fields.includes('yearFrom') && filters.yearFrom !== null) continue;
    if (key === 'health') count += filters.health.filter((filter) => filter.values.length > 0).length;
    else if (Array.isArray(value)) count += value.length > 0 ? 1 : 0;
    else if (typeof value === 'string') count += value.trim() !== '' ? 1 : 0;
    else count += value !== null && value !== false ? 1 : 0;
  }
  return count;
}

/** The query of `GET /api/pets` for the filters (lists comma-separated, health clauses repeated). */
export function toApiQuery(filters: SearchFilters): PetSearchQuery {
  const query: PetSearchQuery = { page: filters.page, limit: PAGE_SIZE };
  if (filters.q.trim()) query.q = filters.q.trim();
  if (filters.sex) query.sex = filters.sex;
  if (filters.breed) query.breed = filters.breed;
  if (filters.colors.length) query.color = filters.colors.join(',');
  if (filters.coat) query.coat = filters.coat;
  if (filters.countries.length) query.countryOfBirth = filters.countries.join(',');
  if (filters.residence.length) query.countryOfResidence = filters.residence.join(',');
  if (filters.yearFrom) query.birthYearFrom = filters.yearFrom;
  if (filters.yearTo) query.birthYearTo = filters.yearTo;
  if (filters.alive) query.alive = filters.alive === 'alive';
  if (filters.stud) query.offeredForStud = true;
  const health = filters.health.filter((filter) => filter.values.length).map(formatHealth);
  if (health.length) query.health = health;
  if (filters.photos) query.hasPhotos = true;
  if (filters.breeder.trim()) query.breeder = filters.breeder.trim();
  if (filters.owner.trim()) query.owner = filters.owner.trim();
  if (filters.sort) query.sort = filters.sort;
  if (filters.order) query.order = filters.order;
  return query;
}

/** The search's query as an export takes it: every dog found, so no page and no page size. */
export function exportQuery(filters: SearchFilters): Omit<PetSearchQuery, 'page' | 'limit'> {
  const { page: _page, limit: _limit, ...query } = toApiQuery(filters);
  return query;
}
