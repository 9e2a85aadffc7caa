import type { MyPetsQuery, PetSearchQuery } from '@bc/shared/contracts';
import { isCountryCode } from '../dictionaries/countries';
import { badRequest, forbidden } from '../../lib/http-error';
import type { PersonFilter, PetCriteria } from './data/search';
import type { Viewer } from '../../lib/viewer';
import { visibilityFor } from './access';
import type { DictionaryLookups } from '../dictionaries/lookups';
import { notAllowed, parseHealthFilter } from './health';
import { normalizeSearch } from './search-text';

/** A comma-separated query value as its distinct, non-empty items. */
export const commaList = (value: string | undefined) => (value === undefined ? undefined : [...new Set(value.split(',').filter(Boolean))]);

function known(field: string, values: string[] | undefined, allowed: Map<string, string>): string[] | undefined {
  for (const v of values ?? []) {
    if (!allowed.has(v)) throw notAllowed(field, `querystring/${field} "${v}" is not a known id`, [...allowed.keys()]);
  }
  return values;
}

/** Checks that every value is a known country code (400 naming `field`). */
export function knownCountries(field: string, values: string[] | undefined) {
  for (const v of values ?? []) if (!isCountryCode(v)) throw badRequest(`querystring/${field} "${v}" is not a known country code`, field);
  return values;
}

/** A birth-year range must not end before it starts (400 naming `birthYearTo`). */
export function checkBirthYears(from: number | undefined, to: number | undefined): void {
  if (from !== undefined && to !== undefined && from > to) throw badRequest('querystring/birthYearTo must not be before birthYearFrom', 'birthYearTo');
}

const MAX_ID = 2_147_483_647;
function personFilter(field: string, value: string | undefined): PersonFilter | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (/^[0-9]+$/.test(trimmed)) {
    const userId = Number(trimmed);
    if (userId < 1 || userId > MAX_ID) throw badRequest(`querystring/${field} ${trimmed} is not a user id`, field);
    return { userId };
  }
  if (!trimmed) throw badRequest(`querystring/${field} must not be blank`, field);
  return { name: trimmed };
}

/** The search criteria of GET /api/pets (and /for-stud) from its query string, checked against the dictionaries. */
export function criteriaOf(query: PetSearchQuery, viewer: Viewer | null, data: DictionaryLookups): PetCriteria {
  if (query.all && !viewer?.isModerator) throw forbidden('Only moderators may list every pet (all=true)', 'moderators_only');
  let text: string | undefined;
  if (query.q !== undefined) {
    text = normalizeSearch(query.q);
    if (!text) throw badRequest('querystring/q must contain a letter or a digit', 'q');
  }
  checkBirthYears(query.birthYearFrom, query.birthYearTo);
  if (query.breed !== undefined && !data.breeds.has(query.breed)) throw notAllowed('breed', `querystring/breed "${query.breed}" is not a known breed`, [...data.breeds.keys()]);
  const sort = query.sort ?? 'name';
  return {
    visibility: visibilityFor(viewer, query.all === true),
    text,
    sex: query.sex,
    species: query.species,
    breed: query.breed,
    colors: known('color', commaList(query.color), data.colors),
    coats: commaList(query.coat),
    countriesOfBirth: knownCountries('countryOfBirth', commaList(query.countryOfBirth)),
    countriesOfResidence: knownCountries('countryOfResidence', commaList(query.countryOfResidence)),
    birthYearFrom: query.birthYearFrom,
    birthYearTo: query.birthYearTo,
    alive: query.alive,
    offeredForStud: query.offeredForStud,
    hasPhotos: query.hasPhotos,
    health: query.health === undefined ? undefined : parseHealthFilter(data, query.health),
    breeder: personFilter('breeder', query.breeder),
    owner: personFilter('owner', query.owner),
    status: query.status,
    sort,
    order: query.order ?? (sort === 'name' ? 'asc' : 'desc'),
    page: query.page ?? 1,
    limit: query.limit ?? 20,
  };
}

/** A cache key of criteria. */
export const criteriaKey = (c: PetCriteria) => JSON.stringify(c);

/**
 * GET /api/pets/user-pets: pets the member created or owns (every status) and pets they bred (published ones, and
 * their own), newest first.
 */
export function myPetsCriteria(query: MyPetsQuery, viewer: Viewer): PetCriteria & { member: NonNullable<PetCriteria['member']> } {
  let text: string | undefined;
  if (query.q !== undefined) {
    text = normalizeSearch(query.q);
    if (!text) throw badRequest('querystring/q must contain a letter or a digit', 'q');
  }
  return {
    visibility: visibilityFor(viewer), member: { userId: viewer.id, role: query.role ?? 'all' }, text, status: query.status,
    sort: 'newest', order: 'desc', page: query.page ?? 1, limit: query.limit ?? 20,
  };
}
