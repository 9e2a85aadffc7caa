import { Type, type Static } from '@sinclair/typebox';
import { CalendarDate, CountryCode, Id, Nullable } from './common';

export const SPECIES = ['dog', 'cat'] as const;
export const SEXES = ['male', 'female'] as const;
export const PUBLISH_STATUSES = ['draft', 'published', 'hidden'] as const;
export const DATE_PRECISIONS = ['day', 'month', 'year'] as const;
export type Species = (typeof SPECIES)[number];
export type Sex = (typeof SEXES)[number];
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];
export type DatePrecision = (typeof DATE_PRECISIONS)[number];

const literals = <T extends readonly string[]>(values: T) => Type.Union(values.map((v) => Type.Literal(v)));
export const SpeciesSchema = literals(SPECIES);
export const SexSchema = literals(SEXES);
export const PublishStatusSchema = literals(PUBLISH_STATUSES);
export const DatePrecisionSchema = literals(DATE_PRECISIONS);

/** A breeder or owner of a pet: a member, a free-text name, or a former (deleted) member. */
export const PetPerson = Type.Object({
  userId: Nullable(Id),
  nickname: Nullable(Type.String()),
  name: Nullable(Type.String()),
  formerMember: Type.Boolean(),
});
export type PetPerson = Static<typeof PetPerson>;

/** A pet as it appears in lists. */
export const PetSummary = Type.Object({
  id: Id,
  registeredName: Type.String(),
  callName: Nullable(Type.String()),
  sex: SexSchema,
  species: SpeciesSchema,
  breedId: Type.String(),
  birthDate: Nullable(CalendarDate),
  birthPrecision: DatePrecisionSchema,
  colorId: Nullable(Type.String()),
  coat: Nullable(Type.String()),
  countryOfBirth: Nullable(CountryCode),
  publishStatus: PublishStatusSchema,
  mainPhoto: Nullable(Type.String()),
  breeder: PetPerson,
  owner: PetPerson,
});
export type PetSummary = Static<typeof PetSummary>;
