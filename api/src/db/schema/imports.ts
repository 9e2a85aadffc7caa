import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { ImportColumn, ImportResolutions, ImportSummary } from '@bc/shared/contracts';
import { createdAt, idColumn, tstz, updatedAt } from './columns';
import { pets } from './pets';
import { users } from './users';

export type ImportJobStatus = 'uploaded' | 'queued' | 'running' | 'done' | 'failed' | 'undone';

/**
 * One import: the uploaded table (kept until it is imported), the mapping and choices, then the plan and its
 * progress (`done` dogs of `total`, then links): the job resumes from there after a restart. The row is also the
 * import's audit entry: who, when, what file, what was written, and whether it was undone.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: idColumn(),
    uploaderId: integer('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    /** Moderators import published dogs; members import their own kennel's dogs as drafts. */
    asModerator: boolean('as_moderator').notNull(),
    fileName: text('file_name').notNull(),
    status: text('status').$type<ImportJobStatus>().notNull().default('uploaded'),
    /** The file's header and rows as text (dropped once the plan is written). */
    header: jsonb('header').$type<string[]>().notNull(),
    rows: jsonb('rows').$type<string[][] | null>(),
    rowCount: integer('row_count').notNull(),
    mapping: jsonb('mapping').$type<{ columns: ImportColumn[]; registry: string } | null>(),
    resolutions: jsonb('resolutions').$type<ImportResolutions | null>(),
    /** What is written, dog by dog (see domains/imports/job.ts). */
    plan: jsonb('plan'),
    summary: jsonb('summary').$type<ImportSummary | null>(),
    phase: text('phase').$type<'dogs' | 'links' | 'finish'>().notNull().default('dogs'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: tstz('finished_at'),
    undoneAt: tstz('undone_at'),
  },
  (t) => [
    index('import_jobs_uploader_idx').on(t.uploaderId, t.id),
    index('import_jobs_running_idx').on(t.status).where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/** The pets an import wrote: created, or updated (with the row as it was, for the undo). */
export const importJobPets = pgTable(
  'import_job_pets',
  {
    jobId: integer('job_id').notNull().references(() => importJobs.id, { onDelete: 'cascade' }),
    /** The dog's index in the plan. */
    idx: integer('idx').notNull(),
    petId: integer('pet_id').notNull().references(() => pets.id, { onDelete: 'cascade' }),
    created: boolean('created').notNull(),
    /** An updated pet's columns, registrations and results before the import. */
    before: jsonb('before'),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.idx] }), index('import_job_pets_pet_idx').on(t.petId)],
);

/** The column mapping each uploader used last, offered again for their next file. */
export const importMappings = pgTable('import_mappings', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  columns: jsonb('columns').$type<ImportColumn[]>().notNull(),
  registry: text('registry').notNull(),
  updatedAt: updatedAt(),
});
