import { Type, type Static } from '@sinclair/typebox';
import { CountryCode, errors, Id, Nullable, Page } from '../common';
import { LIMITS, STUD_RANKING_MAX_CLEAR_FOR } from '../limits';
import { RuleWarning, TrafficLightSchema } from '../matings/parts';
import { defineRoute } from '../route';
import { pedigreeEndpoints } from './endpoints';
import { TreePet } from './tree-parts';

/**
 * Stud ranking filters (all optional, combined with AND): the candidates are published males (offered for stud
 * unless `offeredOnly=false`); `countryOfResidence` a comma list of country codes; `birthYearFrom`/`birthYearTo`
 * inclusive; `alive` true (no date of death) or false; `clearFor` a comma list of DNA test codes of
 * `/api/dictionaries/health` (e.g. `cea,prcd`) for which the male must be clear: tested N/N, or clear by parentage
 * (both parents clear); `withoutDnaRisk` true leaves out the males with which some puppies would surely be affected by a
 * DNA test (both parents carriers, or one affected, as tested or inferred).
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
    withoutDnaRisk: Type.Optional(
      Type.Boolean({ description: 'true: leave out the males with which some puppies would surely be affected by a DNA test (both carriers, or one affected)' }),
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
  /** The offspring COI against the breed's thresholds. */
  light: TrafficLightSchema,
  /**
   * The DNA tests (codes) where puppies of this pair can be affected: `certain` (some surely are: both parents carriers,
   * or one affected) and `possible` (only if an untested parent carries it); tests on which neither parent is known
   * are not counted.
   */
  dnaRisk: Type.Object({ certain: Type.Array(Type.String()), possible: Type.Array(Type.String()) }),
  /** The breed's rules this pair breaks (COI, DNA risk, a required test missing on the male), most serious first. */
  warnings: Type.Array(RuleWarning),
  /** The country the male lives in. */
  countryOfResidence: Nullable(CountryCode),
  /** His published offspring. */
  offspringCount: Type.Integer({ minimum: 0 }),
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
    tags: ['pedigree'], summary: 'Premium members: published males (offered for stud by default) for a female, ordered by the COI of their offspring (lowest first); 403 premium-required for anyone else',
    description:
      'Filters (AND): `offeredOnly` (default true), `countryOfResidence` (comma list, any), `birthYearFrom`/`birthYearTo` ' +
      '(inclusive), `alive`, `clearFor` (comma list of DNA test codes of /api/dictionaries/health; the male must be tested ' +
      'N/N or clear by parentage for each), `withoutDnaRisk` (leave out males with which some puppies would surely be ' +
      'affected by a DNA test). Each row: the offspring COI and its light against the breed\'s thresholds, the DNA tests ' +
      'where puppies surely or possibly are affected, the breed rules\' warnings, the male\'s country and published ' +
      'offspring. `total` counts the males left after the filters. This is the stud search of the breeding issue (which ' +
      'names it GET /api/pets/for-stud): that path keeps serving the plain list of stud males without a dam (the pet ' +
      'search\'s filters); the ranking, which needs a dam, is this path of the dam.',
    params: Type.Object({ id: Id }, { additionalProperties: false }), querystring: StudRankingQuery,
    response: { 200: StudRankingResponse, ...errors(400, 401, 403, 404) },
  },
});
