import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import type { DatePrecision, PetFlag, PetFlagDetails, PublishStatus, PuppyAvailability, Sex } from '@bc/shared/contracts';
import { createdAt, idColumn, updatedAt } from './columns';
import { breeds, colors } from './dictionaries';
import { litters } from './breeding';
import { uploads } from './uploads';
import { users } from './users';

export const pets = pgTable(
  'pets',
  {
    id: idColumn(),
    registeredName: text('registered_name').notNull(),
    callName: text('call_name'),
    kennelPrefix: text('kennel_prefix'),
    sex: text('sex').$type<Sex>().notNull(),
    species: text('species').notNull().default('dog'),
    breedId: text('breed_id').notNull().default('border-collie').references(() => breeds.id),
    birthDate: date('birth_date'),
    birthPrecision: text('birth_precision').$type<DatePrecision>().notNull().default('day'),
    deathDate: date('death_date'),
    deathPrecision: text('death_precision').$type<DatePrecision>(),
    colorId: text('color_id').references(() => colors.id),
    coat: text('coat'),
    countryOfBirth: varchar('country_of_birth', { length: 2 }),
    countryOfResidence: varchar('country_of_residence', { length: 2 }),
    microchip: text('microchip'),
    titles: text('titles'),
    workingResults: text('working_results'),
    sireId: integer('sire_id').references((): AnyPgColumn => pets.id, { onDelete: 'set null' }),
    damId: integer('dam_id').references((): AnyPgColumn => pets.id, { onDelete: 'set null' }),
    litterId: integer('litter_id').references((): AnyPgColumn => litters.id, { onDelete: 'set null' }),
    breederUserId: integer('breeder_user_id').references(() => users.id, { onDelete: 'set null' }),
    breederName: text('breeder_name'),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    ownerName: text('owner_name'),
    publishStatus: text('publish_status').$type<PublishStatus>().notNull().default('draft'),
    hiddenReason: text('hidden_reason'),
    offeredForStud: boolean('offered_for_stud').notNull().default(false),
    /** A puppy's availability (set by its litter's writes; null for pets not offered as puppies). */
    availability: text('availability').$type<PuppyAvailability>(),
    /**
     * What GET /api/pets searches: registered and call name, registration numbers and microchip, lower-cased,
     * without accents, Cyrillic transliterated (written by domains/pets/search-text.ts with every pet write).
     */
    searchText: text('search_text').notNull().default(''),
    /** The registered name normalised the same way: the sort key of "by name". */
    sortName: text('sort_name').notNull().default(''),
    /** The moderators' flags, computed with each add and save (domains/pets/flags.ts); `flagDetails` names the dogs concerned. */
    flags: text('flags').array().$type<PetFlag[]>().notNull().default(sql`'{}'::text[]`),
    flagDetails: jsonb('flag_details').$type<PetFlagDetails>().notNull().default({}),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /** Counts the pet's changes (each write of the row adds one): a save names the version it was edited from. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('pets_sire_id_idx').on(t.sireId),
    index('pets_dam_id_idx').on(t.damId),
    index('pets_litter_id_idx').on(t.litterId),
    index('pets_breeder_user_id_idx').on(t.breederUserId),
    /** A member's dogs as owner, the last changed first (the pets queue's member filter; leads with the owner for every other use). */
    index('pets_owner_user_id_idx').on(t.ownerUserId, t.updatedAt, t.id),
    index('pets_microchip_idx').on(t.microchip),
    index('pets_birth_date_idx').on(t.birthDate),
    index('pets_registered_name_trgm_idx').using('gin', t.registeredName.op('gin_trgm_ops')),
    index('pets_call_name_trgm_idx').using('gin', t.callName.op('gin_trgm_ops')),
    index('pets_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    /** The pets queue's part of a name (sort_name: the registered name folded as searches fold it). */
    index('pets_sort_name_trgm_idx').using('gin', t.sortName.op('gin_trgm_ops')),
    index('pets_breeder_name_trgm_idx').using('gin', t.breederName.op('gin_trgm_ops')),
    index('pets_owner_name_trgm_idx').using('gin', t.ownerName.op('gin_trgm_ops')),
    index('pets_sort_name_idx').on(sql`${t.sortName} collate "C"`, t.id),
    index('pets_created_at_idx').on(t.createdAt, t.id),
    /** The moderators' pets queue: the last changed first (a part of a name checked on the index's own sort_name). */
    index('pets_updated_at_idx').on(t.updatedAt, t.id, t.sortName),
    /** A member's dogs as creator, the last changed first (as pets_owner_user_id_idx). */
    index('pets_created_by_idx').on(t.createdBy, t.updatedAt, t.id),
    /** The pets queue of the few dogs not published (drafts, hidden): found without reading the published ones. */
    index('pets_unpublished_idx').on(t.publishStatus, t.updatedAt, t.id).where(sql`${t.publishStatus} <> 'published'`),
    /** The pets queue filtered by a flag. */
    index('pets_flags_idx').using('gin', t.flags),
    index('pets_for_stud_idx').on(sql`${t.sortName} collate "C"`, t.id).where(sql`${t.offeredForStud} and ${t.publishStatus} = 'published'`),
    check('pets_sex_check', sql`${t.sex} in ('male', 'female')`),
    check('pets_publish_status_check', sql`${t.publishStatus} in ('draft', 'published', 'hidden')`),
    check('pets_birth_precision_check', sql`${t.birthPrecision} in ('day', 'month', 'year')`),
    check('pets_death_precision_check', sql`${t.deathPrecision} is null or ${t.deathPrecision} in ('day', 'month', 'year')`),
    check('pets_coat_check', sql`${t.coat} is null or ${t.coat} in ('rough', 'smooth', 'bearded')`),
    check('pets_parents_check', sql`${t.sireId} is distinct from ${t.id} and ${t.damId} is distinct from ${t.id}`),
    check('pets_version_check', sql`${t.version} >= 1`),
    check('pets_availability_check', sql`${t.availability} is null or ${t.availability} in ('available', 'reserved', 'sold', 'kept')`),
  ],
);

/** Registration numbers per registry (RKF, FCI member clubs, KC, ISDS, AKC…). */
export const petRegistrations = pgTable(
  'pet_registrations',
  {
    id: idColumn(),
    petId: integer('pet_id').notNull().references(() => pets.id, { onDelete: 'cascade' }),
    registry: text('registry').notNull(),
    number: text('number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pet_registrations_registry_number_key').on(t.registry, t.number),
    index('pet_registrations_pet_id_idx').on(t.petId),
  ],
);

export const petPhotos = pgTable(
  'pet_photos',
  {
    id: idColumn(),
    petId: integer('pet_id').notNull().references(() => pets.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The upload the photo shows (null only for photos older than upload ids); its files go when nothing uses it. */
    uploadId: text('upload_id').references(() => uploads.id),
    position: integer('position').notNull().default(0),
    isMain: boolean('is_main').notNull().default(false),
    width: integer('width'),
    height: integer('height'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('pet_photos_pet_id_position_idx').on(t.petId, t.position),
    index('pet_photos_upload_id_idx').on(t.uploadId),
    uniqueIndex('pet_photos_main_key').on(t.petId).where(sql`${t.isMain}`),
  ],
);

export const petDocuments = pgTable(
  'pet_documents',
  {
    id: idColumn(),
    petId: integer('pet_id').notNull().references(() => pets.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('other'),
    title: text('title'),
    url: text('url').notNull(),
    /** The upload the document is (null only for documents older than upload ids). */
    uploadId: text('upload_id').references(() => uploads.id),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('pet_documents_pet_id_idx').on(t.petId), index('pet_documents_upload_id_idx').on(t.uploadId)],
);
