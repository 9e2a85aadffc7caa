import { Type, type Static } from '@sinclair/typebox';
import { errors, Id, LocaleSchema } from '../common';
import { defineRoute } from '../route';
import { pedigreeEndpoints } from './endpoints';
import { Depth, MatingFlag, MatingId } from './path-values';
import { AncestorLossSummary, CoiSummary, CommonAncestorRow, SLOT_HIDDEN, TreeDogs } from './tree-parts';

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

const tags = ['pedigree'];

export const petTreeRoute = defineRoute({
  ...pedigreeEndpoints.petTree,
  schema: {
    tags, summary: 'Pedigree tree of a pet with COI, AVK, completeness and common ancestors',
    params: TreeParams, querystring: TreeQuery, response: { 200: TreeResponse, ...errors(400, 401, 403, 404) },
  },
});
export const petTreeDefaultDepthRoute = defineRoute({
  ...pedigreeEndpoints.petTreeDefaultDepth,
  schema: {
    tags, summary: 'Pedigree tree of a pet at the default depth of 10 generations (as `/api/pets/tree/{id}/10`)',
    params: TreeDefaultDepthParams, querystring: TreeQuery, response: { 200: TreeResponse, ...errors(400, 401, 403, 404) },
  },
});
export const matingTreeRoute = defineRoute({
  ...pedigreeEndpoints.matingTree,
  schema: {
    tags, summary: 'Pedigree tree of a test mating (id 0, flag "mating") with the offspring COI',
    params: MatingTreeParams, querystring: TreeQuery, response: { 200: TreeResponse, ...errors(400, 401, 403, 404) },
  },
});
export const matingTreeDefaultDepthRoute = defineRoute({
  ...pedigreeEndpoints.matingTreeDefaultDepth,
  schema: {
    tags, summary: 'Pedigree tree of a test mating at the default depth of 10 generations (as `/api/pets/tree/0/10/mating/{sireId}/{damId}`)',
    params: MatingTreeDefaultDepthParams, querystring: TreeQuery, response: { 200: TreeResponse, ...errors(400, 401, 403, 404) },
  },
});
