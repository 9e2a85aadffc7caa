import { Type, type Static } from '@sinclair/typebox';
import { errors, Id, Page } from '../common';
import { LIMITS, STUD_RANKING_MAX_CLEAR_FOR } from '../limits';
import { defineRoute } from '../route';
import { pedigreeEndpoints } from './endpoints';
import { TreePet } from './tree-parts';

/**
 * Stud ranking filters (all optional, combined with AND): the candidates are published males (offered for stud
 * unless `offeredOnly=false`); `countryOfResidence` a comma list of country codes; `birthYearFrom`/`birthYearTo`
 * inclusive; `alive` true (no date of death) or false; `clearFor` a comma list of DNA test codes of
 * `/api/dictionaries/health` (e.g. `cea,prcd`) for which the male must be clear: tested N/N, or clear by parentage
 * (both parents clear).
 */
export const StudRankingQuery = Type.Object(
  {
    generations: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, description: 'Also give the COI over N generations (default 10)' })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.pageSize })),
    /** Only males offered for stud (default true); false = every published male. */
    offeredOnly: Type.Optional(Type.Boolean({ description: 'Only males offered for stud (default true); false: every published male' })),
    countryOfResidence: Type.Optional(
      Type.String({ pattern: '^[A-Z]{2}(,[A-Z]{2})*$', maxLength: 500, description: 'Country codes where the male lives, comma-separated (any of them)' }),
    ),
    birthYearFrom: Type.Optional(Type.Integer({ minimum: 1800, maximum: 2200, description: 'Born in this year or later' })),
    birthYearTo: Type.Optional(Type.Integer({ minimum: 1800, maximum: 2200, description: 'Born in this year or earlier' })),
    alive: Type.Optional(Type.Boolean({ description: 'true: no date of death recorded; false: deceased (e.g. for frozen semen)' })),
    clearFor: Type.Optional(
      Type.String({
        pattern: `^[a-z0-9-]+(,[a-z0-9-]+){0,${STUD_RANKING_MAX_CLEAR_FOR - 1}}$`, maxLength: 300,
        description: 'DNA test codes (comma-separated, all of them) the male must be clear for: tested N/N or clear by parentage',
      }),
    ),
  },
  { additionalProperties: false },
);
export type StudRankingQuery = Static<typeof StudRankingQuery>;

/** A candidate sire and the COI of his offspring with the dam. */
export const StudRankingItem = Type.Object({
  /** 1 = lowest offspring COI. */
  rank: Type.Integer({ minimum: 1 }),
  pet: TreePet,
  /** Full-depth COI of the offspring. */
  coi: Type.Number(),
  /** COI of the offspring over `generations`. */
  coiGenerations: Type.Number(),
  offeredForStud: Type.Boolean(),
});
export type StudRankingItem = Static<typeof StudRankingItem>;

export const StudRankingResponse = Type.Composite([
  Page(StudRankingItem),
  Type.Object({ damId: Id, generations: Type.Integer({ minimum: 1 }) }),
]);
export type StudRankingResponse = Static<typeof StudRankingResponse>;

export const studRankingRoute = defineRoute({
  ...pedigreeEndpoints.studRanking,
  schema: {
    tags: ['pedigree'], summary: 'Published males (offered for stud by default) for a female, ordered by the COI of their offspring (lowest first)',
    description:
      'Filters (AND): `offeredOnly` (default true), `countryOfResidence` (comma list, any), `birthYearFrom`/`birthYearTo` ' +
      '(inclusive), `alive`, `clearFor` (comma list of DNA test codes of /api/dictionaries/health; the male must be tested ' +
      'N/N or clear by parentage for each). `total` counts the males left after the filters.',
    params: Type.Object({ id: Id }, { additionalProperties: false }), querystring: StudRankingQuery,
    response: { 200: StudRankingResponse, ...errors(400, 401, 403, 404) },
  },
});
