import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { PublishStatus } from '@bc/shared/contracts';
import { createdAt, idColumn, updatedAt } from './columns';
import { pets } from './pets';
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
    publishStatus: text('publish_status').$type<PublishStatus>().notNull().default('draft'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('litters_sire_id_idx').on(t.sireId),
    index('litters_dam_id_idx').on(t.damId),
    index('litters_breeder_user_id_idx').on(t.breederUserId),
    check('litters_publish_status_check', sql`${t.publishStatus} in ('draft', 'published', 'hidden')`),
  ],
);

/** Matings: done (natural or AI) or planned; a done mating may have produced a litter. */
export const matings = pgTable(
  'matings',
  {
    id: idColumn(),
    sireId: integer('sire_id').references((): AnyPgColumn => pets.id, { onDelete: 'set null' }),
    damId: integer('dam_id').references((): AnyPgColumn => pets.id, { onDelete: 'set null' }),
    date: date('date'),
    kind: text('kind').notNull().default('natural'),
    notes: text('notes'),
    litterId: integer('litter_id').references(() => litters.id, { onDelete: 'set null' }),
    publishStatus: text('publish_status').$type<PublishStatus>().notNull().default('draft'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('matings_sire_id_idx').on(t.sireId),
    index('matings_dam_id_idx').on(t.damId),
    index('matings_created_by_idx').on(t.createdBy),
    check('matings_publish_status_check', sql`${t.publishStatus} in ('draft', 'published', 'hidden')`),
  ],
);
