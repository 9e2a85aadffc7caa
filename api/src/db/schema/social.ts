import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tstz, updatedAt } from './columns';
import { pets } from './pets';
import { users } from './users';

export const likes = pgTable(
  'likes',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    petId: integer('pet_id').notNull().references(() => pets.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.petId] }), index('likes_pet_id_idx').on(t.petId)],
);

/** A member's private note on a pet (one per pet). */
export const petNotes = pgTable(
  'pet_notes',
  {
    id: idColumn(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    petId: integer('pet_id').notNull().references(() => pets.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pet_notes_user_pet_key').on(t.userId, t.petId), index('pet_notes_pet_id_idx').on(t.petId)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Pet reports a member has: bought (`order_id`, the order that paid it), given to a premium member (no order), or a
 * free re-issue of one of those with the latest data (`reissue_of`). `number` is printed on the PDF and confirmed by
 * the public verification page; `pdf` is the rendered file (null until it is rendered, see src/domains/reports).
 */
export const reports = pgTable(
  'reports',
  {
    id: idColumn(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    petId: integer('pet_id').notNull().references(() => pets.id, { onDelete: 'cascade' }),
    orderId: text('order_id'),
    number: text('number').notNull().default(sql`('R-' || upper(substr(md5(random()::text || clock_timestamp()::text), 1, 10)))`),
    locale: text('locale').notNull().default('ru'),
    /** When the report's data was read (the date printed on it). */
    dataAt: tstz('data_at'),
    pdf: bytea('pdf'),
    reissueOf: integer('reissue_of'),
    createdAt: createdAt(),
    /**
     * When the report was withdrawn (its order refunded): it leaves its owner's list and cannot be downloaded (its
     * file is dropped), and the verification page says that the number was withdrawn, and when.
     */
    withdrawnAt: tstz('withdrawn_at'),
  },
  (t) => [
    index('reports_user_id_idx').on(t.userId, t.createdAt),
    index('reports_pet_id_idx').on(t.petId),
    uniqueIndex('reports_number_key').on(t.number),
    // A succeeded order grants one report, however many webhooks arrive.
    uniqueIndex('reports_order_id_key').on(t.orderId).where(sql`${t.orderId} is not null and ${t.reissueOf} is null`),
  ],
);
