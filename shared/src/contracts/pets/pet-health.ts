import { Type, type Static } from '@sinclair/typebox';
import { CalendarDate, Id, Nullable } from '../common';
import { PET_LIMITS } from '../limits';
import { UploadId } from '../files/upload-id';
import { DictionaryId, strict, text } from '../schema';

/** A pet's health results and DNA tests, as written and as shown. */

export const GENOTYPES = ['N/N', 'N/M', 'M/M'] as const;
export const GenotypeResultSchema = Type.Union(GENOTYPES.map((v) => Type.Literal(v)));
/** How a DNA test result is shown: tested (clear/carrier/affected) or computed from the parents, never stored. */
export const DNA_STATUSES = ['clear', 'carrier', 'affected', 'clear-by-parentage'] as const;
export const DnaStatusSchema = Type.Union(DNA_STATUSES.map((v) => Type.Literal(v)));
export type DnaStatus = (typeof DNA_STATUSES)[number];

/**
 * One health result. `set` is the id of an option set of `/api/dictionaries/health` (`dna:cea`, `hips:fci`,
 * `elbows:ofa`, `eaod:laboklin`, `baer`, `ocd_sp`, `ltv`, `va`, `mdd`) and `value` one of its option ids
 * (`N/M`, `A`, `normal`, `+/-`, `2`…). The certificate is a document of the pet: `documentId` (saved
 * before) or `documentUploadId` (the upload of a new document of the same body).
 */
export const HealthResultInput = Type.Object(
  {
    set: DictionaryId,
    value: text(30, 1),
    date: Type.Optional(Nullable(CalendarDate)),
    lab: Type.Optional(Nullable(text(PET_LIMITS.lab))),
    documentId: Type.Optional(Nullable(Id)),
    documentUploadId: Type.Optional(Nullable(UploadId)),
  },
  strict,
);
export type HealthResultInput = Static<typeof HealthResultInput>;

export const PetHealthResult = Type.Object({
  set: Type.String(),
  kind: Type.String(),
  system: Nullable(Type.String()),
  value: Type.String(),
  date: Nullable(CalendarDate),
  lab: Nullable(Type.String()),
  documentId: Nullable(Id),
});
export type PetHealthResult = Static<typeof PetHealthResult>;

/** A DNA test as shown: tested, or `clear-by-parentage` (untested, both parents clear: computed, never stored). */
export const PetDnaStatus = Type.Object({
  testId: Type.String(),
  result: Nullable(GenotypeResultSchema),
  status: DnaStatusSchema,
  date: Nullable(CalendarDate),
  lab: Nullable(Type.String()),
  documentId: Nullable(Id),
});
export type PetDnaStatus = Static<typeof PetDnaStatus>;
