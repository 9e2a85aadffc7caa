import { Type, type Static } from '@sinclair/typebox';
import { CalendarDate, errors, Id, LIMITS, LocaleSchema, Nullable, Page } from './common';
import { DatePrecisionSchema, SexSchema } from './pets';
import { defineRoute } from './route';

/**
 * Pedigree contracts: trees, COI, AVK, completeness, common ancestors and DNA-test risk, for a pet or for a test
 * mating of a sire and a dam. Paths follow the original API's shape:
 * - `GET /api/pets/tree/{id}/{depth}` — the tree of pet {id}; `GET /api/pets/tree/{id}` — the same at depth 10;
 * - `GET /api/pets/tree/0/{depth}/mating/{sireId}/{damId}` — the tree of a test mating;
 *   `GET /api/pets/tree/0/mating/{sireId}/{damId}` — the same at depth 10;
 * - `GET /api/pets/all-trees-diseases/{id}/0/0?depth=` — DNA-test data across a pet's tree;
 * - `GET /api/pets/all-trees-diseases/0/{sireId}/{damId}?depth=` — the same for a test mating;
 * - `GET /api/pets/{id}/stud-ranking?generations=&page=&limit=&offeredOnly=&countryOfResidence=&birthYearFrom=&birthYearTo=&alive=&clearFor=`
 *   — males for a female, by offspring COI.
 *
 * Visibility: a draft or hidden pet is seen only by its owner, breeder and creator and by moderators. As the
 * subject (or sire/dam of a test mating) it answers 404 to anyone else; as an ancestor its slot is SLOT_HIDDEN and
 * it is not in `dogs` (no id, no name), a common ancestor row has `id`/`registeredName` null and `hidden: true`,
 * and DNA lists leave it out (it counts as `unknown` in the summaries). COI, AVK and completeness are always
 * computed over the whole pedigree.
 */

export const TREE_DEPTH_MIN = 1;
export const TREE_DEPTH_MAX = 10;
export const TREE_DEPTH_DEFAULT = 10;

export const DISEASE_STATUSES = ['clear', 'clear-by-parentage', 'carrier', 'obligate-carrier', 'affected', 'unknown', 'conflict'] as const;
export type DiseaseStatus = (typeof DISEASE_STATUSES)[number];
export const DiseaseStatusSchema = Type.Union(DISEASE_STATUSES.map((s) => Type.Literal(s)));
export const GenotypeSchema = Type.Union([Type.Literal('N/N'), Type.Literal('N/M'), Type.Literal('M/M')]);
export type Genotype = Static<typeof GenotypeSchema>;

const Depth = Type.Integer({ minimum: TREE_DEPTH_MIN, maximum: TREE_DEPTH_MAX, description: 'Generations, 1 to 10' });
const ZeroOrId = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });

const MatingId = Type.Literal(0, { description: 'Always 0: the subject is the hypothetical offspring of sireId and damId' });
const MatingFlag = Type.Literal('mating');

export const TreeParams = Type.Object({ id: Id, depth: Depth }, { additionalProperties: false });
/** The tree of a pet at the default depth (TREE_DEPTH_DEFAULT). */
export const TreeDefaultDepthParams = Type.Object({ id: Id }, { additionalProperties: false });
export const MatingTreeParams = Type.Object(
  { id: MatingId, depth: Depth, flag: MatingFlag, sireId: Id, damId: Id },
  { additionalProperties: false },
);
/** The tree of a test mating at the default depth (TREE_DEPTH_DEFAULT). */
export const MatingTreeDefaultDepthParams = Type.Object(
  { id: MatingId, flag: MatingFlag, sireId: Id, damId: Id },
  { additionalProperties: false },
);
export const TreeQuery = Type.Object(
  {
    generations: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, description: 'COI/AVK generations (default 10)' })),
    /** Language of the DNA test names in `tests` (default en). */
    locale: Type.Optional(LocaleSchema),
  },
  { additionalProperties: false },
);

/** A pet as the stud ranking lists it. */
export const TreePet = Type.Object({
  id: Id,
  registeredName: Type.String(),
  callName: Nullable(Type.String()),
  kennelPrefix: Nullable(Type.String()),
  sex: SexSchema,
  colorId: Nullable(Type.String()),
  birthDate: Nullable(CalendarDate),
  birthPrecision: DatePrecisionSchema,
  titles: Nullable(Type.String()),
  /** URL of a small photo, or null. */
  thumbnail: Nullable(Type.String()),
  /** Full-depth inbreeding coefficient of this pet. */
  inbreeding: Type.Number(),
  /** DNA-test status per test code (tested or inferred); tests with no information are left out. */
  dna: Type.Record(Type.String(), DiseaseStatusSchema),
});
export type TreePet = Static<typeof TreePet>;

/** A dog id as a key of the by-id columns of `TreeDogs`. */
const DogIdKey = Type.String({ pattern: '^[1-9][0-9]*$' });

/**
 * The dogs a tree draws: each distinct ancestor the caller may see once, in order of first appearance, as
 * columns — the k-th dog is `ids[k]`, `registeredNames[k]`, `birthYears[k]`, `colorIds[k]`, `inbreeding[k]` —
 * and, by dog id, what only some dogs have. Columns rather than an object per dog: a ten-generation tree holds up
 * to ~1,700 dogs, and the keys repeated in each would make most of the answer (docs/benchmarks.md).
 * `treeDogs()` (tree-dogs.ts) gives them back as objects.
 */
export const TreeDogs = Type.Object(
  {
    ids: Type.Array(Id),
    registeredNames: Type.Array(Type.String()),
    /** The year of birth (the chart shows no more of the date), or null. */
    birthYears: Type.Array(Nullable(Type.Integer())),
    /** A colour of /api/dictionaries/colors, or null. */
    colorIds: Type.Array(Nullable(Type.String())),
    /** Full-depth inbreeding coefficient of each dog. */
    inbreeding: Type.Array(Type.Number()),
    /** Titles, by dog id (dogs without titles are left out). */
    titles: Type.Record(DogIdKey, Type.String()),
    /** URL of a small photo, by dog id (dogs without a photo are left out). */
    thumbnails: Type.Record(DogIdKey, Type.String()),
    /** Colour index of an ancestor that fills several slots (stable per tree: 0, 1, … by first slot), by dog id. */
    repeats: Type.Record(DogIdKey, Type.Integer({ minimum: 0 })),
    /** DNA-test status per test code (tested or inferred; unknown left out), by dog id (dogs with none left out). */
    dna: Type.Record(DogIdKey, Type.Record(Type.String(), DiseaseStatusSchema)),
  },
  { additionalProperties: false },
);
export type TreeDogs = Static<typeof TreeDogs>;

/** In `TreeResponse.slots`: no ancestor known there (and slot 0 of a test mating: the offspring that does not exist yet). */
export const SLOT_EMPTY = 0;
/** In `TreeResponse.slots`: an ancestor the caller may not see (someone else's draft or hidden pet). */
export const SLOT_HIDDEN = -1;

export const CoiSummary = Type.Object({
  generations: Type.Integer(),
  /** COI over `generations` (exact F on the pedigree cut at that depth). */
  coi: Type.Number(),
  /** F over the whole known pedigree. */
  full: Type.Number(),
  /** Known ancestor slots / 2^k for k = 1..generations. */
  completeness: Type.Array(Type.Number()),
  /** Known slots / 2^k down to the deepest known ancestor. */
  fullCompleteness: Type.Array(Type.Number()),
  equivalentGenerations: Type.Number(),
});
export type CoiSummary = Static<typeof CoiSummary>;

export const AncestorLossSummary = Type.Object({
  generations: Type.Integer(),
  distinct: Type.Integer(),
  knownSlots: Type.Integer(),
  possibleSlots: Type.Integer(),
  /** distinct / known slots × 100, null when no ancestor is known. */
  avk: Nullable(Type.Number()),
  /** distinct / possible slots × 100. */
  avkOfPossible: Type.Number(),
});
export type AncestorLossSummary = Static<typeof AncestorLossSummary>;

export const CommonAncestorRow = Type.Object({
  /** Null (with registeredName) for an ancestor the caller may not see; its contribution still counts. */
  id: Nullable(Id),
  registeredName: Nullable(Type.String()),
  hidden: Type.Boolean(),
  sex: SexSchema,
  /** Wright path pairs through this ancestor. */
  paths: Type.Integer(),
  /** Shortest number of generations from the sire side and the dam side. */
  sireSide: Type.Integer(),
  damSide: Type.Integer(),
  inbreeding: Type.Number(),
  contribution: Type.Number(),
  /** Colour index in the tree, when the ancestor is drawn there. */
  repeat: Nullable(Type.Integer({ minimum: 0 })),
});
export type CommonAncestorRow = Static<typeof CommonAncestorRow>;

export const TreeResponse = Type.Object({
  subject: Type.Union([
    Type.Object({ kind: Type.Literal('pet'), id: Id }),
    Type.Object({ kind: Type.Literal('mating'), sireId: Id, damId: Id }),
  ]),
  depth: Depth,
  /**
   * The heap layout, one number per slot: slot 0 is the subject, the sire of slot i is 2i+1, its dam 2i+2. A dog's
   * id (in `dogs`), SLOT_EMPTY (0) or SLOT_HIDDEN (-1). The empty slots after the last ancestor are left out.
   */
  slots: Type.Array(Type.Integer({ minimum: SLOT_HIDDEN })),
  dogs: TreeDogs,
  coi: CoiSummary,
  avk: AncestorLossSummary,
  /** Sorted by contribution; contributions add up to `coi.coi`. */
  commonAncestors: Type.Array(CommonAncestorRow),
  /** The DNA tests that appear in `dogs.dna`, with their names. */
  tests: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
});
export type TreeResponse = Static<typeof TreeResponse>;

export const DiseasesParams = Type.Object({ id: ZeroOrId, sireId: ZeroOrId, damId: ZeroOrId }, { additionalProperties: false });
export const DiseasesQuery = Type.Object(
  { depth: Type.Optional(Depth), locale: Type.Optional(LocaleSchema) },
  { additionalProperties: false },
);

export const GenotypeProbabilitiesSchema = Type.Object({ 'N/N': Type.Number(), 'N/M': Type.Number(), 'M/M': Type.Number() });

export const OffspringRiskSchema = Type.Object({
  exact: Type.Boolean(),
  probabilities: Nullable(GenotypeProbabilitiesSchema),
  min: GenotypeProbabilitiesSchema,
  max: GenotypeProbabilitiesSchema,
  possible: Type.Array(GenotypeSchema),
  status: Type.Union(['clear', 'carrier', 'affected', 'at-least-carrier', 'unknown'].map((s) => Type.Literal(s))),
});
export type OffspringRisk = Static<typeof OffspringRiskSchema>;

export const DiseaseAncestor = Type.Object({
  id: Id,
  registeredName: Type.String(),
  status: DiseaseStatusSchema,
  tested: Nullable(GenotypeSchema),
  possible: Type.Array(GenotypeSchema),
});
export type DiseaseAncestor = Static<typeof DiseaseAncestor>;

export const DiseaseTestReport = Type.Object({
  code: Type.String(),
  name: Type.String(),
  /** Over the distinct ancestors of the tree (ancestors hidden from the caller count as unknown). */
  summary: Type.Object({ affected: Type.Integer(), carriers: Type.Integer(), clear: Type.Integer(), unknown: Type.Integer() }),
  /** The subject's own status (null for a test mating). */
  subject: Nullable(DiseaseAncestor),
  /** Expected genotypes of the offspring (test mating) or of the subject from its parents. */
  offspring: OffspringRiskSchema,
  /** Each distinct ancestor the caller may see once, in order of first appearance in the tree. */
  ancestors: Type.Array(DiseaseAncestor),
});
export type DiseaseTestReport = Static<typeof DiseaseTestReport>;

export const DiseasesResponse = Type.Object({
  subject: TreeResponse.properties.subject,
  depth: Depth,
  tests: Type.Array(DiseaseTestReport),
});
export type DiseasesResponse = Static<typeof DiseasesResponse>;

/** Most DNA tests `clearFor` may name at once. */
export const STUD_RANKING_MAX_CLEAR_FOR = 10;

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

const tags = ['pedigree'];

export const petTreeRoute = defineRoute({
  method: 'GET', url: '/api/pets/tree/:id/:depth', auth: 'optional',
  schema: {
    tags, summary: 'Pedigree tree of a pet with COI, AVK, completeness and common ancestors',
    params: TreeParams, querystring: TreeQuery, response: { 200: TreeResponse, ...errors(400, 401, 403, 404) },
  },
});
export const petTreeDefaultDepthRoute = defineRoute({
  method: 'GET', url: '/api/pets/tree/:id', auth: 'optional',
  schema: {
    tags, summary: 'Pedigree tree of a pet at the default depth of 10 generations (as `/api/pets/tree/{id}/10`)',
    params: TreeDefaultDepthParams, querystring: TreeQuery, response: { 200: TreeResponse, ...errors(400, 401, 403, 404) },
  },
});
export const matingTreeRoute = defineRoute({
  method: 'GET', url: '/api/pets/tree/:id/:depth/:flag/:sireId/:damId', auth: 'optional',
  schema: {
    tags, summary: 'Pedigree tree of a test mating (id 0, flag "mating") with the offspring COI',
    params: MatingTreeParams, querystring: TreeQuery, response: { 200: TreeResponse, ...errors(400, 401, 403, 404) },
  },
});
export const matingTreeDefaultDepthRoute = defineRoute({
  method: 'GET', url: '/api/pets/tree/:id/:flag/:sireId/:damId', auth: 'optional',
  schema: {
    tags, summary: 'Pedigree tree of a test mating at the default depth of 10 generations (as `/api/pets/tree/0/10/mating/{sireId}/{damId}`)',
    params: MatingTreeDefaultDepthParams, querystring: TreeQuery, response: { 200: TreeResponse, ...errors(400, 401, 403, 404) },
  },
});
export const diseasesRoute = defineRoute({
  method: 'GET', url: '/api/pets/all-trees-diseases/:id/:sireId/:damId', auth: 'optional',
  schema: {
    tags,
    summary: 'DNA-test data across the tree of a pet (`{id}/0/0`) or of a test mating (`0/{sireId}/{damId}`)',
    params: DiseasesParams, querystring: DiseasesQuery, response: { 200: DiseasesResponse, ...errors(400, 401, 403, 404) },
  },
});
export const studRankingRoute = defineRoute({
  method: 'GET', url: '/api/pets/:id/stud-ranking', auth: 'optional',
  schema: {
    tags, summary: 'Published males (offered for stud by default) for a female, ordered by the COI of their offspring (lowest first)',
    description:
      'Filters (AND): `offeredOnly` (default true), `countryOfResidence` (comma list, any), `birthYearFrom`/`birthYearTo` ' +
      '(inclusive), `alive`, `clearFor` (comma list of DNA test codes of /api/dictionaries/health; the male must be tested ' +
      'N/N or clear by parentage for each). `total` counts the males left after the filters.',
    params: Type.Object({ id: Id }, { additionalProperties: false }), querystring: StudRankingQuery,
    response: { 200: StudRankingResponse, ...errors(400, 401, 403, 404) },
  },
});
