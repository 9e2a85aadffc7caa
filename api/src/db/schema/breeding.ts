import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, boolean, check, date, doublePrecision, index, integer, pgTable, text, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import type { InquiryTopic, MatingStatus, PublishStatus, StudAnswer } from '@bc/shared/contracts';
import { createdAt, idColumn, tstz, updatedAt } from './columns';
import { breeds } from './dictionaries';
import { pets } from './pets';
import { uploads } from './uploads';
import { users } from './users';

export const litters = pgTable(
  'litters',
  {
    id: idColumn(),
    sireId: integer('sire_id').references((): AnyPgColumn => pets.id, { onDelete: 'set null' }),
    damId: integer('dam_id').references((): AnyPgColumn => pets.id, { onDelete: 'set null' }),
    birthDate: date('birth_date'),
    breederUserId: integer('breeder_user_id').references(() => users.id, { onDelete: 'set null' }),
    breederName: text('breeder_name'),
    notes: text('notes'),
    /** The breed of the dam (the lists filter on it). */
    breedId: text('breed_id').notNull().default('border-collie'),
    country: varchar('country', { length: 2 }),
    malesBorn: integer('males_born').notNull().default(0),
    femalesBorn: integer('females_born').notNull().default(0),
    malesAlive: integer('males_alive').notNull().default(0),
    femalesAlive: integer('females_alive').notNull().default(0),
    announcement: text('announcement'),
    /** The puppies' full-depth COI when the litter was last written (the lists' COI filter). */
    coi: doublePrecision('coi'),
    /** The last day the announcement is in the public lists (13 weeks after the birth). */
    listedUntil: date('listed_until'),
    publishStatus: text('publish_status').$type<PublishStatus>().notNull().default('draft'),
    hiddenReason: text('hidden_reason'),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('litters_sire_id_idx').on(t.sireId),
    index('litters_dam_id_idx').on(t.damId),
    index('litters_breeder_user_id_idx').on(t.breederUserId),
    index('litters_created_by_idx').on(t.createdBy),
    index('litters_listed_idx').on(t.birthDate, t.id).where(sql`${t.publishStatus} = 'published'`),
    // The public list: the few litters still listed, out of every litter ever recorded.
    index('litters_listed_until_idx').on(t.listedUntil).where(sql`${t.publishStatus} = 'published'`),
    check('litters_publish_status_check', sql`${t.publishStatus} in ('draft', 'published', 'hidden')`),
    check(
      'litters_counts_check',
      sql`${t.malesBorn} >= 0 and ${t.femalesBorn} >= 0 and ${t.malesAlive} between 0 and ${t.malesBorn} and ${t.femalesAlive} between 0 and ${t.femalesBorn}`,
    ),
    check('litters_version_check', sql`${t.version} >= 1`),
  ],
);

/**
 * A litter's photos, shaped like pets' photos (`pet_photos`): the files are uploads (WebP sizes), one main photo at
 * most, shown in `position` order. They go with the litter (its delete releases their uploads after the commit).
 */
export const litterPhotos = pgTable(
  'litter_photos',
  {
    id: idColumn(),
    litterId: integer('litter_id').notNull().references(() => litters.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    uploadId: text('upload_id').notNull().references(() => uploads.id),
    position: integer('position').notNull().default(0),
    isMain: boolean('is_main').notNull().default(false),
    width: integer('width'),
    height: integer('height'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('litter_photos_litter_id_position_idx').on(t.litterId, t.position),
    index('litter_photos_upload_id_idx').on(t.uploadId),
    uniqueIndex('litter_photos_main_key').on(t.litterId).where(sql`${t.isMain}`),
  ],
);

/**
 * Matings: planned, done (mated, pregnancy confirmed), whelped (with a litter), missed or cancelled; `date` is the
 * first of `matingDates`. When the sire belongs to another member (`studOwnerId`) his answer is kept in `studAnswer`.
 */
export const matings = pgTable(
  'matings',
  {
    id: idColumn(),
    sireId: integer('sire_id').references((): AnyPgColumn => pets.id, { onDelete: 'set null' }),
    damId: integer('dam_id').references((): AnyPgColumn => pets.id, { onDelete: 'set null' }),
    date: date('date'),
    matingDates: date('mating_dates').array().notNull().default(sql`'{}'::date[]`),
    kind: text('kind').notNull().default('natural'),
    notes: text('notes'),
    status: text('status').$type<MatingStatus>().notNull().default('planned'),
    studOwnerId: integer('stud_owner_id').references(() => users.id, { onDelete: 'set null' }),
    studAnswer: text('stud_answer').$type<StudAnswer>().notNull().default('not-needed'),
    studAnsweredAt: tstz('stud_answered_at'),
    announcement: text('announcement'),
    country: varchar('country', { length: 2 }),
    breedId: text('breed_id').notNull().default('border-collie'),
    /** The puppies' full-depth COI when the mating was last written (the lists' COI filter). */
    coi: doublePrecision('coi'),
    /** The last day the announcement is in the public lists (30 days after the expected whelping). */
    listedUntil: date('listed_until'),
    litterId: integer('litter_id').references(() => litters.id, { onDelete: 'set null' }),
    publishStatus: text('publish_status').$type<PublishStatus>().notNull().default('draft'),
    hiddenReason: text('hidden_reason'),
    /** The `mating` order that paid for publishing this announcement (members without premium pay once per mating). */
    paidOrderId: text('paid_order_id'),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('matings_sire_id_idx').on(t.sireId),
    index('matings_dam_id_idx').on(t.damId),
    index('matings_created_by_idx').on(t.createdBy),
    index('matings_stud_owner_id_idx').on(t.studOwnerId),
    index('matings_listed_idx').on(t.status, t.date, t.id).where(sql`${t.publishStatus} = 'published'`),
    // The public lists: the few matings still listed, out of every mating ever recorded.
    index('matings_listed_until_idx').on(t.listedUntil).where(sql`${t.publishStatus} = 'published'`),
    uniqueIndex('matings_litter_id_key').on(t.litterId),
    check('matings_publish_status_check', sql`${t.publishStatus} in ('draft', 'published', 'hidden')`),
    check('matings_status_check', sql`${t.status} in ('planned', 'mated', 'confirmed', 'whelped', 'missed', 'cancelled')`),
    check('matings_stud_answer_check', sql`${t.studAnswer} in ('not-needed', 'awaiting', 'confirmed', 'declined')`),
    check('matings_version_check', sql`${t.version} >= 1`),
  ],
);

/** Inquiries about a mating or a litter, sent to the member who recorded it. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: idColumn(),
    matingId: integer('mating_id').references(() => matings.id, { onDelete: 'cascade' }),
    litterId: integer('litter_id').references(() => litters.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    topic: text('topic').$type<InquiryTopic>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('inquiries_recipient_idx').on(t.recipientId, t.createdAt),
    index('inquiries_mating_id_idx').on(t.matingId),
    index('inquiries_litter_id_idx').on(t.litterId),
    check('inquiries_target_check', sql`(${t.matingId} is null) <> (${t.litterId} is null)`),
    check('inquiries_topic_check', sql`${t.topic} in ('reserve-puppy', 'book-stud', 'question')`),
  ],
);

/**
 * Club-style breeding rules per breed (warnings, never refusals); a breed without a row uses the defaults of
 * domains/matings/rules.ts. Fractions 0–1 for the COI thresholds.
 */
export const breedRules = pgTable('breed_rules', {
  breedId: text('breed_id').primaryKey().references(() => breeds.id),
  coiWarning: doublePrecision('coi_warning').notNull(),
  coiHigh: doublePrecision('coi_high').notNull(),
  litterWindowMonths: integer('litter_window_months').notNull(),
  /** The dam's litters in the window that call for a warning. */
  litterLimit: integer('litter_limit').notNull(),
  /** DNA test codes each parent should have a result for. */
  requiredTests: text('required_tests').array().notNull().default(sql`'{}'::text[]`),
});
