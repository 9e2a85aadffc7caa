import { Type, type Static } from '@sinclair/typebox';
import { errors, Id, LocaleSchema, Nullable } from '../common';
import { defineRoute } from '../route';
import { pedigreeEndpoints } from './endpoints';
import { Depth, ZeroOrId } from './path-values';
import { DiseaseStatusSchema, GenotypeSchema } from './tree-parts';
import { TreeResponse } from './trees';

/** DNA-test data across the tree of a pet or of a test mating. */

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
  /**
   * The chance of affected (M/M) offspring as bounds over what the parents may be (tested, inferred or unknown):
   * `min` = `max` when both are known; "at least {min}", "up to {max}" otherwise. Never just "unknown".
   */
  affected: Type.Object({ min: Type.Number(), max: Type.Number() }),
  /** `certain`: affected offspring whatever the unknowns (min > 0); `possible`: only if an unknown allows it; `none`. */
  risk: Type.Union([Type.Literal('certain'), Type.Literal('possible'), Type.Literal('none')]),
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

export const diseasesRoute = defineRoute({
  ...pedigreeEndpoints.diseases,
  schema: {
    tags: ['pedigree'],
    summary: 'DNA-test data across the tree of a pet (`{id}/0/0`) or of a test mating (`0/{sireId}/{damId}`)',
    params: DiseasesParams, querystring: DiseasesQuery, response: { 200: DiseasesResponse, ...errors(400, 401, 403, 404) },
  },
});
