import { Type, type Static } from '@sinclair/typebox';
import { CountryCode, errors, Id, IdParams, Nullable } from '../common';
import { LIMITS, MICROCHIP_PATTERN_SOURCE, PET_LIMITS } from '../limits';
import { defineRoute } from '../route';
import { DictionaryId, strict, text } from '../schema';
import { petEndpoints } from './endpoints';
import { CoatSchema, SexSchema, SpeciesSchema } from './pet';
import { PetDetail } from './pet-detail';
import type { DuplicateCandidate } from './pet-flags';
import { PetDocumentInput, PetPhotoInput } from './pet-files';
import { HealthResultInput } from './pet-health';

/** Writing a pet: its editable fields, new parents, and why a write is refused. */

/** `data.code` of a save refused because the pet changed after the editor loaded it. */
export const STALE_VERSION = 'stale-version';
/**
 * `data` of a stale save (409): the pet's version now, when it last changed and who changed it (null when the caller
 * may not see that member: a former or inactive member). The editor reloads the pet and makes the changes again.
 */
export interface StaleVersionData {
  code: typeof STALE_VERSION;
  field: 'version';
  version: number;
  updatedAt: string;
  updatedBy: { userId: number; nickname: string } | null;
}

/** Why a pet write was refused (`data.conflict` of a 409, or of a 400 for `unknown-pet`). */
export const PET_CONFLICTS = ['loop', 'sex', 'birth-order', 'unknown-pet', 'registration', 'microchip', 'possible-duplicate'] as const;
export type PetConflict = (typeof PET_CONFLICTS)[number];
/**
 * `data` of a refused pet write: the field (`registrations.0.number`, `damId`, `newSire.birthDate`…), the conflict,
 * the pets involved that the caller may see (`ids`), and `pet`: the other pet the conflict is about (the holder of
 * the registration number, the parent or offspring whose sex or birth date does not fit, the descendant that would
 * become a parent) when the caller may see it, else null. `hidden`: the conflict involves a pet the caller may not
 * see (another member's draft or hidden pet), which the message calls "a pet you cannot see".
 */
export interface PetConflictData {
  field: string;
  conflict: PetConflict;
  ids: number[];
  pet: { id: number; registeredName: string } | null;
  hidden?: true;
  /**
   * `possible-duplicate` (a new dog with a similar registered name and the same birth date or parents as dogs the
   * caller may see): those dogs. Adding it again with their ids in `distinctFrom` ("no, a different dog") saves it.
   */
  candidates?: DuplicateCandidate[];
}

/** A date known to the day, the month or the year: `2019-05-14`, `2019-05` or `2019`. */
export const PartialDate = Type.String({
  pattern: '^[0-9]{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?)?$',
  description: 'YYYY-MM-DD, YYYY-MM or YYYY; the precision (day, month, year) follows from the form',
});

export const PetRegistration = Type.Object(
  { registry: text(PET_LIMITS.registry, 1), number: text(PET_LIMITS.registrationNumber, 1) },
  strict,
);
export type PetRegistration = Static<typeof PetRegistration>;

/** A breeder or owner: a member (`userId`) or a plain name; null = unknown. */
export const PetPersonInput = Nullable(
  Type.Union([Type.Object({ userId: Id }, strict), Type.Object({ name: text(LIMITS.name, 1) }, strict)]),
);
export type PetPersonInput = Static<typeof PetPersonInput>;

/**
 * A parent entered as a new record in the same write (`newSire` / `newDam`): created with the pet in one
 * transaction, its sex implied by the role, its own parents unknown, its species and breed the pet's, its status
 * the pet's (published or draft), created by the caller (who may edit it later). Its birth must come before the
 * pet's (409 `birth-order` naming `newSire.birthDate`). Errors name the field as `newSire.registeredName` etc.
 */
export const NewParentInput = Type.Object(
  {
    registeredName: text(PET_LIMITS.registeredName, 1),
    callName: Type.Optional(Nullable(text(LIMITS.name))),
    kennelPrefix: Type.Optional(Nullable(text(LIMITS.name))),
    birthDate: Type.Optional(Nullable(PartialDate)),
    colorId: Type.Optional(Nullable(DictionaryId)),
  },
  strict,
);
export type NewParentInput = Static<typeof NewParentInput>;

const petFields = {
  registeredName: text(PET_LIMITS.registeredName, 1),
  callName: Type.Optional(Nullable(text(LIMITS.name))),
  kennelPrefix: Type.Optional(Nullable(text(LIMITS.name))),
  sex: SexSchema,
  species: Type.Optional(SpeciesSchema),
  breedId: Type.Optional(DictionaryId),
  birthDate: Type.Optional(Nullable(PartialDate)),
  deathDate: Type.Optional(Nullable(PartialDate)),
  colorId: Type.Optional(Nullable(DictionaryId)),
  coat: Type.Optional(Nullable(CoatSchema)),
  countryOfBirth: Type.Optional(Nullable(CountryCode)),
  countryOfResidence: Type.Optional(Nullable(CountryCode)),
  registrations: Type.Optional(Type.Array(PetRegistration, { maxItems: PET_LIMITS.registrations })),
  microchip: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: PET_LIMITS.microchip, pattern: MICROCHIP_PATTERN_SOURCE }))),
  titles: Type.Optional(Nullable(text(PET_LIMITS.titles))),
  workingResults: Type.Optional(Nullable(text(LIMITS.text))),
  sireId: Type.Optional(Nullable(Id)),
  damId: Type.Optional(Nullable(Id)),
  /** A new unknown-parent record as the sire (instead of `sireId`). */
  newSire: Type.Optional(NewParentInput),
  /** A new unknown-parent record as the dam (instead of `damId`). */
  newDam: Type.Optional(NewParentInput),
  breeder: Type.Optional(PetPersonInput),
  owner: Type.Optional(PetPersonInput),
  photos: Type.Optional(Type.Array(PetPhotoInput, { maxItems: PET_LIMITS.photos })),
  documents: Type.Optional(Type.Array(PetDocumentInput, { maxItems: PET_LIMITS.documents })),
  health: Type.Optional(Type.Array(HealthResultInput, { maxItems: PET_LIMITS.health })),
  /** Males only. */
  offeredForStud: Type.Optional(Type.Boolean()),
};

/**
 * The editable fields of a pet. `POST /api/pets/{id}/save` replaces all of them: an omitted optional field is
 * cleared (registrations, photos, documents and health results are replaced by the lists given). `version` is the
 * `PetDetail.version` the editor loaded: when the pet has changed since, the save is refused (409 `stale-version`).
 */
export const PetInput = Type.Object(
  { ...petFields, version: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The version of the pet the editor loaded (PetDetail.version)' }) },
  strict,
);
export type PetInput = Static<typeof PetInput>;
/** Most candidates a new dog may be declared distinct from. */
export const DISTINCT_FROM_MAX = 20;
/**
 * A new pet: the same fields, plus its first status (default draft) and `distinctFrom`: the member's answer "no, a
 * different dog" to the candidates of a 409 `possible-duplicate` (recorded for the moderators).
 */
export const AddPetBody = Type.Object(
  {
    ...petFields, publishStatus: Type.Optional(Type.Union([Type.Literal('draft'), Type.Literal('published')])),
    distinctFrom: Type.Optional(Type.Array(Id, { maxItems: DISTINCT_FROM_MAX })),
  },
  strict,
);
export type AddPetBody = Static<typeof AddPetBody>;


const tags = ['pets'];

export const addPetRoute = defineRoute({
  ...petEndpoints.add,
  schema: {
    tags, summary: 'Add a pet (409 data.conflict: loop, sex, birth-order, registration, microchip, possible-duplicate; 400 unknown-pet)',
    body: AddPetBody, response: { 201: PetDetail, ...errors(400, 401, 403, 409) },
  },
});
export const savePetRoute = defineRoute({
  ...petEndpoints.save,
  schema: {
    tags, summary: 'Replace a pet’s editable fields in one transaction (owner or moderator); 409 stale-version when it changed since `version`',
    params: IdParams, body: PetInput, response: { 200: PetDetail, ...errors(400, 401, 403, 404, 409) },
  },
});
