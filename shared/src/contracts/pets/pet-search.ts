import { Type, type Static } from '@sinclair/typebox';
import { errors, Nullable, Page, PageQuery } from '../common';
import { COATS } from '../dictionaries/dictionaries';
import { LIMITS, PET_LIMITS } from '../limits';
import { defineRoute } from '../route';
import { csv, strict, text } from '../schema';
import { petEndpoints } from './endpoints';
import { PetListItem, PublishStatusSchema, SexSchema, SpeciesSchema } from './pet';

const HealthClause = Type.String({
  minLength: 3, maxLength: 200,
  description: '`<set>:<value>[,<value>…]`, e.g. `dna:cea:N/N`, `hips:fci:A,B`, `baer:+/+`; several clauses: repeat `health` or separate with `;`',
});
export const PET_SORTS = ['name', 'birth', 'newest'] as const;
export type PetSort = (typeof PET_SORTS)[number];

/**
 * `GET /api/pets` filters (all optional, combined with AND; a comma list is OR within the field):
 * - `q`: text in the registered name, call name, registration numbers and microchip: substring, case-,
 *   accent- and script-insensitive (Cyrillic is transliterated, so `Буран` finds `Buran` and back); one or two
 *   characters match the start of one of these fields;
 * - `sex`, `species`, `breed`; `color`, `coat`, `countryOfBirth`, `countryOfResidence`: comma lists of ids;
 * - `birthYearFrom`, `birthYearTo` (inclusive), `alive`, `offeredForStud`, `hasPhotos` (true/false);
 * - `health`: clauses `<set>:<values>`; `<set>` is an option-set id of `/api/dictionaries/health`
 *   (case-insensitive), `<values>` a comma list of its option ids: `health=dna:cea:N/N&health=hips:fci:A,B`
 *   (or `health=dna:cea:N/N;hips:fci:A,B`) = CEA tested N/N AND FCI hips A or B; a DNA clause may also name
 *   `clear-by-parentage` (untested, both parents clear, as the pet page shows it): `dna:cea:N/N,clear-by-parentage`;
 * - `breeder`, `owner`: a member's user id (digits) or part of a name (member's kennel/display name or the
 *   plain-text name);
 * - `status` (draft/published/hidden) within what the caller may see; `all=true` (moderators): every pet;
 * - `sort` name | birth | newest, `order` asc | desc (default: name asc, birth and newest desc); `page`, `limit` ≤ 100.
 * Visitors see published pets; a member also sees their own drafts and hidden pets (created by them or owned by them;
 * being named the breeder is not enough).
 */
export const PetSearchQuery = Type.Object(
  {
    ...PageQuery.properties,
    q: Type.Optional(text(LIMITS.search, 1)),
    sex: Type.Optional(SexSchema),
    species: Type.Optional(SpeciesSchema),
    breed: Type.Optional(Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9-]+$' })),
    color: Type.Optional(csv('[a-z0-9-]+', 'Colour ids, comma-separated')),
    coat: Type.Optional(csv(`(${COATS.join('|')})`, 'Coats, comma-separated')),
    countryOfBirth: Type.Optional(csv('[A-Z]{2}', 'Country codes, comma-separated')),
    countryOfResidence: Type.Optional(csv('[A-Z]{2}', 'Country codes, comma-separated')),
    birthYearFrom: Type.Optional(Type.Integer({ minimum: 1800, maximum: 2200 })),
    birthYearTo: Type.Optional(Type.Integer({ minimum: 1800, maximum: 2200 })),
    alive: Type.Optional(Type.Boolean()),
    offeredForStud: Type.Optional(Type.Boolean()),
    hasPhotos: Type.Optional(Type.Boolean()),
    health: Type.Optional(Type.Union([HealthClause, Type.Array(HealthClause, { minItems: 1, maxItems: PET_LIMITS.healthClauses })])),
    breeder: Type.Optional(text(LIMITS.name, 1)),
    owner: Type.Optional(text(LIMITS.name, 1)),
    status: Type.Optional(PublishStatusSchema),
    all: Type.Optional(Type.Boolean({ description: 'Moderators: every pet, whatever its status or owner' })),
    sort: Type.Optional(Type.Union(PET_SORTS.map((s) => Type.Literal(s)))),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  },
  strict,
);
export type PetSearchQuery = Static<typeof PetSearchQuery>;

/**
 * A pet found by the search: its list item, its COI (Wright's F over the whole known pedigree, null when the engine
 * does not know it) and its results for the option sets the search's health clauses name (the value, or
 * `clear-by-parentage` for an untested DNA test that the pedigree clears), so a result shows why it matched.
 */
export const PetSearchItem = Type.Object({
  ...PetListItem.properties,
  coi: Nullable(Type.Number({ minimum: 0, maximum: 1 })),
  health: Type.Array(Type.Object({ set: Type.String(), value: Type.String() })),
});
export type PetSearchItem = Static<typeof PetSearchItem>;

export const PetListResponse = Page(PetSearchItem);
export type PetListResponse = Static<typeof PetListResponse>;

const tags = ['pets'];

export const searchPetsRoute = defineRoute({
  ...petEndpoints.search,
  schema: {
    tags, summary: 'Search pets: text, filters (see PetSearchQuery), sorting, pages with the total',
    description:
      'q: substring of registered/call name, registration numbers, microchip (case-, accent- and script-insensitive; ' +
      'one or two characters: the start of one of them). ' +
      'Lists (color, coat, countryOfBirth, countryOfResidence) are comma-separated. health: `<set>:<v1>[,<v2>]` with set ids ' +
      'of /api/dictionaries/health, e.g. `health=dna:cea:N/N&health=hips:fci:A,B` (AND between clauses, OR within one); ' +
      'a DNA clause may name `clear-by-parentage` (untested, both parents clear). Each item has its COI and its results for the sets named. ' +
      'breeder/owner: a user id or part of a name. sort: name|birth|newest, order: asc|desc. Visitors see published pets, ' +
      'members also their own; moderators with all=true see every pet.',
    querystring: PetSearchQuery, response: { 200: PetListResponse, ...errors(400, 401, 403) },
  },
});
export const studDogsRoute = defineRoute({
  ...petEndpoints.studDogs,
  schema: {
    tags, summary: 'Published living males offered for stud; the filters of GET /api/pets (sex and offeredForStud are fixed)',
    description: 'A list without a dam. The stud search for a dam (males ranked by the puppies\' COI, with DNA risks and rule warnings) is GET /api/pets/{id}/stud-ranking.',
    querystring: PetSearchQuery, response: { 200: PetListResponse, ...errors(400, 401, 403) },
  },
});
