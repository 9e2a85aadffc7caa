import { Type, type Static } from '@sinclair/typebox';
import { CalendarDate, CountryCode, Id, Nullable } from '../common';
import { COATS } from '../dictionaries/dictionaries';

/** A pet's kinds and states, and the shapes of a pet in lists and links. */

export const SPECIES = ['dog', 'cat'] as const;
export const SEXES = ['male', 'female'] as const;
export const PUBLISH_STATUSES = ['draft', 'published', 'hidden'] as const;
export const DATE_PRECISIONS = ['day', 'month', 'year'] as const;
export type Species = (typeof SPECIES)[number];
export type Sex = (typeof SEXES)[number];
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];
export type DatePrecision = (typeof DATE_PRECISIONS)[number];

export const SpeciesSchema = Type.Union(SPECIES.map((v) => Type.Literal(v)));
export const SexSchema = Type.Union(SEXES.map((v) => Type.Literal(v)));
export const PublishStatusSchema = Type.Union(PUBLISH_STATUSES.map((v) => Type.Literal(v)));
export const DatePrecisionSchema = Type.Union(DATE_PRECISIONS.map((v) => Type.Literal(v)));
export const CoatSchema = Type.Union(COATS.map((v) => Type.Literal(v)));

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

/** A pet as a link: parents, partners, pickers. */
export const PetShort = Type.Object({
  id: Id,
  registeredName: Type.String(),
  callName: Nullable(Type.String()),
  kennelPrefix: Nullable(Type.String()),
  sex: SexSchema,
  birthDate: Nullable(CalendarDate),
  birthPrecision: DatePrecisionSchema,
  deathDate: Nullable(CalendarDate),
  colorId: Nullable(Type.String()),
  mainPhoto: Nullable(Type.String()),
  publishStatus: PublishStatusSchema,
});
export type PetShort = Static<typeof PetShort>;

/** A pet in search results and pet lists: PetSummary and a few more fields. */
export const PetListItem = Type.Object({
  ...PetSummary.properties,
  kennelPrefix: Nullable(Type.String()),
  deathDate: Nullable(CalendarDate),
  deathPrecision: Nullable(DatePrecisionSchema),
  countryOfResidence: Nullable(CountryCode),
  titles: Nullable(Type.String()),
  offeredForStud: Type.Boolean(),
  sireId: Nullable(Id),
  damId: Nullable(Id),
});
export type PetListItem = Static<typeof PetListItem>;
