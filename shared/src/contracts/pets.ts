import { Type, type Static } from '@sinclair/typebox';
import {
  CalendarDate, CountryCode, DateTime, errors, Id, IdParams, LIMITS, LocaleSchema, LocalizedName, Nullable, OkResponse, Page,
  PageQuery,
} from './common';
import { COATS } from './dictionaries';
import { defineRoute } from './route';
import { UploadId } from './upload-id';

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

/* ───────────────────────── Pets issue: shapes, queries, bodies and routes ───────────────────────── */

/** Size limits of a pet's fields (the form uses the same numbers). */
export const PET_LIMITS = {
  registeredName: 200,
  titles: 1000,
  registrations: 20,
  registry: 50,
  registrationNumber: 50,
  microchip: 32,
  photos: 50,
  documents: 50,
  health: 100,
  lab: 200,
  hiddenReason: 500,
  healthClauses: 10,
} as const;

export const CoatSchema = Type.Union(COATS.map((v) => Type.Literal(v)));
export const GENOTYPES = ['N/N', 'N/M', 'M/M'] as const;
export const GenotypeResultSchema = Type.Union(GENOTYPES.map((v) => Type.Literal(v)));
/** How a DNA test result is shown: tested (clear/carrier/affected) or computed from the parents, never stored. */
export const DNA_STATUSES = ['clear', 'carrier', 'affected', 'clear-by-parentage'] as const;
export const DnaStatusSchema = Type.Union(DNA_STATUSES.map((v) => Type.Literal(v)));
export const DOCUMENT_KINDS = ['pedigree', 'registration', 'health', 'title', 'other'] as const;
export const DocumentKindSchema = Type.Union(DOCUMENT_KINDS.map((v) => Type.Literal(v)));
export const ATTACHMENT_REQUEST_TYPES = ['document', 'correction', 'photo'] as const;
export const ATTACHMENT_REQUEST_STATUSES = ['new', 'approved', 'rejected'] as const;
export const ATTACHMENT_REQUEST_ACTIONS = ['approve', 'reject'] as const;
export type AttachmentRequestType = (typeof ATTACHMENT_REQUEST_TYPES)[number];
export type AttachmentRequestStatus = (typeof ATTACHMENT_REQUEST_STATUSES)[number];
export type DnaStatus = (typeof DNA_STATUSES)[number];

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
export const PET_CONFLICTS = ['loop', 'sex', 'birth-order', 'unknown-pet', 'registration'] as const;
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
}

const strict = { additionalProperties: false } as const;
const text = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength });
/** A date known to the day, the month or the year: `2019-05-14`, `2019-05` or `2019`. */
export const PartialDate = Type.String({
  pattern: '^[0-9]{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?)?$',
  description: 'YYYY-MM-DD, YYYY-MM or YYYY; the precision (day, month, year) follows from the form',
});

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

export const PetRegistration = Type.Object(
  { registry: text(PET_LIMITS.registry, 1), number: text(PET_LIMITS.registrationNumber, 1) },
  strict,
);
export type PetRegistration = Static<typeof PetRegistration>;

/**
 * One health result. `set` is the id of an option set of `/api/dictionaries/health` (`dna:cea`, `hips:fci`,
 * `elbows:ofa`, `eaod:laboklin`, `baer`, `ocd_sp`, `ltv`, `va`, `mdd`) and `value` one of its option ids
 * (`N/M`, `A`, `normal`, `+/-`, `2`…). The certificate is a document of the pet: `documentId` (saved
 * before) or `documentUploadId` (the upload of a new document of the same body).
 */
export const HealthResultInput = Type.Object(
  {
    set: text(60, 1),
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

/**
 * A photo: an existing one by id, or a new one by `uploadId`: an image the caller uploaded (`/api/uploads/images`) and
 * has not attached yet. Order = position; at most one `isMain` (default: the first).
 */
export const PetPhotoInput = Type.Union([
  Type.Object({ id: Id, isMain: Type.Optional(Type.Boolean()) }, strict),
  Type.Object({ uploadId: UploadId, isMain: Type.Optional(Type.Boolean()) }, strict),
]);
export type PetPhotoInput = Static<typeof PetPhotoInput>;
export const PetPhoto = Type.Object({
  id: Id,
  url: Type.String(),
  position: Type.Integer(),
  isMain: Type.Boolean(),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
});
export type PetPhoto = Static<typeof PetPhoto>;

/**
 * A document: an existing one by id (title and kind may change), or a new one by `uploadId`: a document the caller
 * uploaded (`/api/uploads/docs`) and has not attached yet.
 */
export const PetDocumentInput = Type.Union([
  Type.Object({ id: Id, kind: Type.Optional(DocumentKindSchema), title: Type.Optional(Nullable(text(LIMITS.name))) }, strict),
  Type.Object({ uploadId: UploadId, kind: Type.Optional(DocumentKindSchema), title: Type.Optional(Nullable(text(LIMITS.name))) }, strict),
]);
export type PetDocumentInput = Static<typeof PetDocumentInput>;
export const PetDocument = Type.Object({
  id: Id,
  kind: Type.String(),
  title: Nullable(Type.String()),
  url: Type.String(),
  createdAt: DateTime,
});
export type PetDocument = Static<typeof PetDocument>;

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
    colorId: Type.Optional(Nullable(text(60, 1))),
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
  breedId: Type.Optional(text(60, 1)),
  birthDate: Type.Optional(Nullable(PartialDate)),
  deathDate: Type.Optional(Nullable(PartialDate)),
  colorId: Type.Optional(Nullable(text(60, 1))),
  coat: Type.Optional(Nullable(CoatSchema)),
  countryOfBirth: Type.Optional(Nullable(CountryCode)),
  countryOfResidence: Type.Optional(Nullable(CountryCode)),
  registrations: Type.Optional(Type.Array(PetRegistration, { maxItems: PET_LIMITS.registrations })),
  microchip: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: PET_LIMITS.microchip, pattern: '^[0-9A-Za-z][0-9A-Za-z .-]*$' }))),
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
/** A new pet: the same fields, plus its first status (default draft). */
export const AddPetBody = Type.Object(
  { ...petFields, publishStatus: Type.Optional(Type.Union([Type.Literal('draft'), Type.Literal('published')])) },
  strict,
);
export type AddPetBody = Static<typeof AddPetBody>;

export const PetPermissions = Type.Object({
  /** Owner (creator or owner member) or moderator. */
  canEdit: Type.Boolean(),
  /** May hide a pet or restore a hidden one (moderators). */
  canModerate: Type.Boolean(),
});

/** Everything the pet page shows. */
export const PetDetail = Type.Object({
  ...PetListItem.properties,
  microchip: Nullable(Type.String()),
  workingResults: Nullable(Type.String()),
  hiddenReason: Nullable(Type.String()),
  sire: Nullable(PetShort),
  dam: Nullable(PetShort),
  registrations: Type.Array(Type.Object({ registry: Type.String(), number: Type.String() })),
  health: Type.Array(PetHealthResult),
  dna: Type.Array(PetDnaStatus),
  photos: Type.Array(PetPhoto),
  documents: Type.Array(PetDocument),
  likes: Type.Integer({ minimum: 0 }),
  likedByMe: Type.Boolean(),
  myNote: Nullable(Type.String()),
  /** Full-depth inbreeding coefficient (pedigree engine), null while the pet is not in the engine. */
  coi: Nullable(Type.Number()),
  createdBy: Nullable(Id),
  updatedBy: Nullable(Id),
  createdAt: DateTime,
  updatedAt: DateTime,
  /** Counts the pet's changes; a save sends the one it was edited from (PetInput.version). */
  version: Type.Integer({ minimum: 1 }),
  permissions: PetPermissions,
});
export type PetDetail = Static<typeof PetDetail>;

const csv = (item: string, description: string) =>
  Type.String({ pattern: `^${item}(,${item})*$`, maxLength: 500, description });
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
 *   (or `health=dna:cea:N/N;hips:fci:A,B`) = CEA tested N/N AND FCI hips A or B; recorded results only;
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

export const PetListResponse = Page(PetListItem);
export type PetListResponse = Static<typeof PetListResponse>;

export const SiblingsResponse = Type.Object({
  /** Same sire and same dam. */
  full: Type.Array(PetListItem),
  /** Same sire, another (or unknown) dam. */
  bySire: Type.Array(PetListItem),
  /** Same dam, another (or unknown) sire. */
  byDam: Type.Array(PetListItem),
});
export type SiblingsResponse = Static<typeof SiblingsResponse>;

export const OffspringLitter = Type.Object({
  /** The other parent (null: unknown or not visible). */
  partner: Nullable(PetShort),
  birthDate: Nullable(CalendarDate),
  birthPrecision: DatePrecisionSchema,
  offspring: Type.Array(PetListItem),
});
export const OffspringResponse = Type.Object({
  /** Offspring grouped by litter (same other parent and birth date), newest first. */
  litters: Type.Array(OffspringLitter),
  /** The same offspring by partner: most offspring first, unknown partners last. */
  partners: Type.Array(Type.Object({ partner: Nullable(PetShort), litters: Type.Integer(), offspring: Type.Integer() })),
  total: Type.Integer({ minimum: 0 }),
});
export type OffspringResponse = Static<typeof OffspringResponse>;

export const LikeResponse = Type.Object({ liked: Type.Boolean(), count: Type.Integer({ minimum: 0 }) });
export type LikeResponse = Static<typeof LikeResponse>;

export const MY_PET_ROLES = ['all', 'bred', 'owned', 'created'] as const;
export const MyPetsQuery = Type.Object(
  {
    ...PageQuery.properties,
    role: Type.Optional(Type.Union(MY_PET_ROLES.map((r) => Type.Literal(r)))),
    status: Type.Optional(PublishStatusSchema),
    q: Type.Optional(text(LIMITS.search, 1)),
  },
  strict,
);
export type MyPetsQuery = Static<typeof MyPetsQuery>;
export const MyPetItem = Type.Object({
  ...PetListItem.properties,
  relation: Type.Object({ created: Type.Boolean(), owned: Type.Boolean(), bred: Type.Boolean() }),
});
export const MyPetsResponse = Page(MyPetItem);
export type MyPetsResponse = Static<typeof MyPetsResponse>;

export const PetNote = Type.Object({ petId: Id, note: Type.String(), updatedAt: DateTime });
export type PetNote = Static<typeof PetNote>;
export const PetNoteBody = Type.Object(
  { petId: Id, note: Type.String({ minLength: 1, maxLength: LIMITS.text, pattern: '\\S' }) },
  strict,
);
export type PetNoteBody = Static<typeof PetNoteBody>;
export const MyNotesResponse = Page(Type.Object({ ...PetNote.properties, pet: PetListItem }));
export type MyNotesResponse = Static<typeof MyNotesResponse>;

export const SetPublishBody = Type.Object(
  {
    id: Id,
    status: PublishStatusSchema,
    /** Required when a moderator hides a pet. */
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: PET_LIMITS.hiddenReason, pattern: '\\S' })),
  },
  strict,
);
export type SetPublishBody = Static<typeof SetPublishBody>;
export const SetPublishResponse = Type.Object({ id: Id, publishStatus: PublishStatusSchema, hiddenReason: Nullable(Type.String()) });
export type SetPublishResponse = Static<typeof SetPublishResponse>;

export const AddAttachmentRequestBody = Type.Object(
  {
    petId: Id,
    info: Type.String({ minLength: 1, maxLength: LIMITS.text, pattern: '\\S' }),
    type: Type.Union(ATTACHMENT_REQUEST_TYPES.map((t) => Type.Literal(t))),
    locale: LocaleSchema,
    /** A document of this pet the request is about. */
    documentId: Type.Optional(Id),
    /**
     * A document for moderators (PDF, JPEG or PNG ≤ 20 MB, uploaded to `/api/uploads/docs`): kept with the request,
     * not attached to the pet; moderators download it with `GET /api/pets/attachment-requests/{id}/file`, and
     * approving a `document` request attaches it to the pet as a document.
     */
    uploadId: Type.Optional(UploadId),
  },
  strict,
);
export type AddAttachmentRequestBody = Static<typeof AddAttachmentRequestBody>;
export const AttachmentRequestCreated = Type.Object({ id: Id });

export const AttachmentRequestItem = Type.Object({
  id: Id,
  petId: Id,
  pet: Nullable(PetShort),
  requester: Nullable(Type.Object({ userId: Id, nickname: Nullable(Type.String()) })),
  type: Type.String(),
  info: Type.String(),
  locale: Type.String(),
  documentId: Nullable(Id),
  /** The file the requester sent (moderators: `url` downloads it). */
  file: Nullable(Type.Object({ name: Nullable(Type.String()), mime: Nullable(Type.String()), size: Nullable(Type.Integer()), url: Type.String() })),
  status: Type.String(),
  resolvedBy: Nullable(Id),
  resolvedAt: Nullable(DateTime),
  createdAt: DateTime,
});
export type AttachmentRequestItem = Static<typeof AttachmentRequestItem>;
export const AttachmentRequestParams = Type.Object(
  { id: Id, action: Type.Union(ATTACHMENT_REQUEST_ACTIONS.map((a) => Type.Literal(a))) },
  strict,
);
export const AttachmentRequestsQuery = Type.Object(
  {
    ...PageQuery.properties,
    status: Type.Optional(Type.Union(ATTACHMENT_REQUEST_STATUSES.map((s) => Type.Literal(s)))),
    petId: Type.Optional(Id),
  },
  strict,
);
export const AttachmentRequestsResponse = Page(AttachmentRequestItem);
export type AttachmentRequestsResponse = Static<typeof AttachmentRequestsResponse>;

/* Autocomplete and pickers (`/api/dictionaries/…`). */

/** Fields `/api/dictionaries/search/{field}` completes (distinct values of published pets). */
export const SEARCH_FIELDS = ['registeredName', 'callName', 'kennelPrefix', 'breederName', 'ownerName', 'titles', 'workingResults', 'registry'] as const;
/** Fields `/api/dictionaries/search/index/{field}` answers with ids: pets for the names, members for the people. */
export const INDEX_SEARCH_FIELDS = ['registeredName', 'callName', 'breederName', 'ownerName', 'kennelPrefix'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
export type IndexSearchField = (typeof INDEX_SEARCH_FIELDS)[number];
export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 50;

const searchQuery = {
  query: Type.String({ minLength: 1, maxLength: LIMITS.search }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_LIMIT_MAX, default: SEARCH_LIMIT_DEFAULT })),
};
export const DictionarySearchParams = Type.Object({ field: Type.Union(SEARCH_FIELDS.map((f) => Type.Literal(f))) }, strict);
export const DictionaryIndexParams = Type.Object({ field: Type.Union(INDEX_SEARCH_FIELDS.map((f) => Type.Literal(f))) }, strict);
export const DictionarySearchQuery = Type.Object(searchQuery, strict);
export type DictionarySearchQuery = Static<typeof DictionarySearchQuery>;
export const DictionarySearchResponse = Type.Object({ items: Type.Array(Type.String()) });
export const DictionaryIndexResponse = Type.Object({ items: Type.Array(Type.Object({ id: Id, label: Type.String() })) });
export type DictionaryIndexResponse = Static<typeof DictionaryIndexResponse>;
export const FullNamesQuery = Type.Object({ ...searchQuery, sex: Type.Optional(SexSchema) }, strict);
export type FullNamesQuery = Static<typeof FullNamesQuery>;
export const FullNameItem = Type.Object({
  id: Id,
  registeredName: Type.String(),
  callName: Nullable(Type.String()),
  sex: SexSchema,
  birthYear: Nullable(Type.Integer()),
});
export const FullNamesResponse = Type.Object({ items: Type.Array(FullNameItem) });
export type FullNamesResponse = Static<typeof FullNamesResponse>;

/** Breeder and owner pickers: members by nickname, display name or kennel name (public fields only). */
export const MEMBER_SEARCH_LIMIT_MAX = 20;
export const MemberSearchQuery = Type.Object(
  {
    query: Type.String({ minLength: 2, maxLength: LIMITS.search, pattern: '\\S' }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MEMBER_SEARCH_LIMIT_MAX, default: 10 })),
  },
  strict,
);
export type MemberSearchQuery = Static<typeof MemberSearchQuery>;
export const MemberSearchItem = Type.Object({
  id: Id,
  nickname: Type.String(),
  displayName: Nullable(Type.String()),
  kennelName: Nullable(Type.String()),
  country: Nullable(CountryCode),
  avatar: Nullable(Type.String()),
});
export type MemberSearchItem = Static<typeof MemberSearchItem>;
export const MemberSearchResponse = Type.Object({ items: Type.Array(MemberSearchItem) });
export type MemberSearchResponse = Static<typeof MemberSearchResponse>;

export const AddDnaTestBody = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{1,29}$', description: 'Test code, e.g. `pra-prcd`' }),
    name: LocalizedName,
    genes: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_-]+$' }), { maxItems: 10 })),
  },
  strict,
);
export type AddDnaTestBody = Static<typeof AddDnaTestBody>;
export const DnaTestItem = Type.Object({ id: Type.String(), name: LocalizedName, genes: Type.Array(Type.String()) });

/* Routes. */

const tags = ['pets'];
const PetIdParams = IdParams;

export const searchPetsRoute = defineRoute({
  method: 'GET', url: '/api/pets', auth: 'optional',
  schema: {
    tags, summary: 'Search pets: text, filters (see PetSearchQuery), sorting, pages with the total',
    description:
      'q: substring of registered/call name, registration numbers, microchip (case-, accent- and script-insensitive; ' +
      'one or two characters: the start of one of them). ' +
      'Lists (color, coat, countryOfBirth, countryOfResidence) are comma-separated. health: `<set>:<v1>[,<v2>]` with set ids ' +
      'of /api/dictionaries/health, e.g. `health=dna:cea:N/N&health=hips:fci:A,B` (AND between clauses, OR within one). ' +
      'breeder/owner: a user id or part of a name. sort: name|birth|newest, order: asc|desc. Visitors see published pets, ' +
      'members also their own; moderators with all=true see every pet.',
    querystring: PetSearchQuery, response: { 200: PetListResponse, ...errors(400, 401, 403) },
  },
});
export const petDetailRoute = defineRoute({
  method: 'GET', url: '/api/pets/:id', auth: 'optional',
  schema: {
    tags, summary: 'A pet with parents, registrations, health (DNA clear by parentage computed), photos, documents, likes, my note, COI, permissions',
    params: PetIdParams, response: { 200: PetDetail, ...errors(400, 401, 403, 404) },
  },
});
export const petShortRoute = defineRoute({
  method: 'GET', url: '/api/pets/short/:id', auth: 'optional',
  schema: { tags, summary: 'A pet in short (links, pickers)', params: PetIdParams, response: { 200: PetShort, ...errors(400, 401, 403, 404) } },
});
export const petSiblingsRoute = defineRoute({
  method: 'GET', url: '/api/pets/:id/siblings', auth: 'optional',
  schema: {
    tags, summary: 'Full siblings, half siblings by sire and by dam',
    params: PetIdParams, response: { 200: SiblingsResponse, ...errors(400, 401, 403, 404) },
  },
});
export const petOffspringRoute = defineRoute({
  method: 'GET', url: '/api/pets/:id/breed', auth: 'optional',
  schema: {
    tags, summary: 'Offspring grouped by litter (same partner and birth date) and by partner',
    params: PetIdParams, response: { 200: OffspringResponse, ...errors(400, 401, 403, 404) },
  },
});
export const likePetRoute = defineRoute({
  method: 'GET', url: '/api/pets/:id/like', auth: 'user',
  schema: {
    tags, summary: 'Toggle the signed-in member’s like; answers the new state and count',
    params: PetIdParams, response: { 200: LikeResponse, ...errors(400, 401, 403, 404) },
  },
});
export const myPetsRoute = defineRoute({
  method: 'GET', url: '/api/pets/user-pets', auth: 'user',
  schema: {
    tags, summary: 'My pets: bred, owned or created by me, every status',
    querystring: MyPetsQuery, response: { 200: MyPetsResponse, ...errors(400, 401, 403) },
  },
});
export const myNotesRoute = defineRoute({
  method: 'GET', url: '/api/pets/user-notes', auth: 'user',
  schema: { tags, summary: 'My private notes on pets, newest first', querystring: PageQuery, response: { 200: MyNotesResponse, ...errors(400, 401, 403) } },
});
export const studDogsRoute = defineRoute({
  method: 'GET', url: '/api/pets/for-stud', auth: 'optional',
  schema: {
    tags, summary: 'Published living males offered for stud; the filters of GET /api/pets (sex and offeredForStud are fixed)',
    querystring: PetSearchQuery, response: { 200: PetListResponse, ...errors(400, 401, 403) },
  },
});
export const addPetRoute = defineRoute({
  method: 'POST', url: '/api/pets/add', auth: 'user',
  schema: {
    tags, summary: 'Add a pet (409 data.conflict: loop, sex, birth-order, registration; 400 unknown-pet)',
    body: AddPetBody, response: { 201: PetDetail, ...errors(400, 401, 403, 409) },
  },
});
export const savePetRoute = defineRoute({
  method: 'POST', url: '/api/pets/:id/save', auth: 'user',
  schema: {
    tags, summary: 'Replace a pet’s editable fields in one transaction (owner or moderator); 409 stale-version when it changed since `version`',
    params: PetIdParams, body: PetInput, response: { 200: PetDetail, ...errors(400, 401, 403, 404, 409) },
  },
});
export const setPetPublishRoute = defineRoute({
  method: 'POST', url: '/api/pets/set-publish', auth: 'user',
  schema: {
    tags, summary: 'Owner: draft ↔ published. Moderator: any status; hidden needs a reason',
    body: SetPublishBody, response: { 200: SetPublishResponse, ...errors(400, 401, 403, 404) },
  },
});
export const savePetNoteRoute = defineRoute({
  method: 'POST', url: '/api/pets/note', auth: 'user',
  schema: { tags, summary: 'Write my private note on a pet (one per pet; replaces the previous)', body: PetNoteBody, response: { 200: PetNote, ...errors(400, 401, 403, 404) } },
});
export const deletePetNoteRoute = defineRoute({
  method: 'GET', url: '/api/pets/note/delete/:id', auth: 'user',
  schema: { tags, summary: 'Delete my note on pet {id} (the pet’s id)', params: PetIdParams, response: { 200: OkResponse, ...errors(400, 401, 403, 404) } },
});
export const addPetAttachmentRequestRoute = defineRoute({
  method: 'POST', url: '/api/pets/add-attachment-request', auth: 'user',
  schema: {
    tags, summary: 'Send moderators a document, photo or correction for a pet I do not own',
    body: AddAttachmentRequestBody, response: { 201: AttachmentRequestCreated, ...errors(400, 401, 403, 404, 409) },
  },
});
export const resolveAttachmentRequestRoute = defineRoute({
  method: 'GET', url: '/api/pets/attachment-request/:id/:action', auth: 'moderator',
  schema: {
    tags: ['moderation'],
    summary: 'Moderators: approve or reject attachment request {id} (the original {a}/{b}: a = request id, b = approve | reject); 409 when already resolved',
    description: 'Approving a request of type `document` with a file attaches the file to the pet as a document (kind other, titled by the file name); `documentId` then names it.',
    params: AttachmentRequestParams, response: { 200: AttachmentRequestItem, ...errors(400, 401, 403, 404, 409) },
  },
});
export const attachmentRequestFileRoute = defineRoute({
  method: 'GET', url: '/api/pets/attachment-requests/:id/file', auth: 'moderator',
  schema: {
    tags: ['moderation'], summary: 'Moderators: the file sent with attachment request {id} (Content-Disposition: inline; filename)',
    params: PetIdParams,
    response: {
      200: Type.Unsafe<unknown>({ type: 'string', format: 'binary', description: 'The file (application/pdf, image/jpeg or image/png)' }),
      ...errors(400, 401, 403, 404),
    },
  },
});
export const attachmentRequestsRoute = defineRoute({
  method: 'GET', url: '/api/pets/attachment-requests', auth: 'moderator',
  schema: {
    tags: ['moderation'], summary: 'Moderators: attachment requests, newest first',
    querystring: AttachmentRequestsQuery, response: { 200: AttachmentRequestsResponse, ...errors(400, 401, 403) },
  },
});

export const dictionarySearchRoute = defineRoute({
  method: 'GET', url: '/api/dictionaries/search/:field', auth: 'optional',
  schema: {
    tags: ['dictionaries'], summary: 'Autocomplete: distinct values of a pet field starting with or containing `query` (published pets)',
    params: DictionarySearchParams, querystring: DictionarySearchQuery, response: { 200: DictionarySearchResponse, ...errors(400, 401, 403) },
  },
});
export const dictionaryIndexSearchRoute = defineRoute({
  method: 'GET', url: '/api/dictionaries/search/index/:field', auth: 'optional',
  schema: {
    tags: ['dictionaries'],
    summary: 'Autocomplete with ids: pets (registeredName, callName) or members (breederName, ownerName, kennelPrefix)',
    params: DictionaryIndexParams, querystring: DictionarySearchQuery, response: { 200: DictionaryIndexResponse, ...errors(400, 401, 403) },
  },
});
export const fullNamesRoute = defineRoute({
  method: 'GET', url: '/api/dictionaries/full-names', auth: 'optional',
  schema: {
    tags: ['dictionaries'], summary: 'Parent pickers: registered names with id, sex and birth year',
    querystring: FullNamesQuery, response: { 200: FullNamesResponse, ...errors(400, 401, 403) },
  },
});
export const memberSearchRoute = defineRoute({
  method: 'GET', url: '/api/users/search', auth: 'user',
  schema: {
    tags: ['users'],
    summary: 'Breeder and owner pickers: active members whose nickname, display name or kennel name contains `query` (public fields only)',
    description: 'Members whose name starts with the query first, then by nickname. At most 20; cheap (one indexed query), made to be called as one types.',
    querystring: MemberSearchQuery, response: { 200: MemberSearchResponse, ...errors(400, 401, 403, 429) },
  },
});
export const addDnaTestRoute = defineRoute({
  method: 'POST', url: '/api/dictionaries/dna-tests', auth: 'moderator',
  schema: {
    tags: ['dictionaries'], summary: 'Moderators: add a DNA test (results N/N, N/M, M/M)',
    body: AddDnaTestBody, response: { 201: DnaTestItem, ...errors(400, 401, 403, 409) },
  },
});
