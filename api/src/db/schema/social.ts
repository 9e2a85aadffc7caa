import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
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

/** Paid pet reports a member bought (payments come later). */
export const reports = pgTable(
  'reports',
  {
    id: idColumn(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    petId: integer('pet_id').notNull().references(() => pets.id, { onDelete: 'cascade' }),
    orderId: text('order_id'),
    createdAt: createdAt(),
  },
  (t) => [index('reports_user_id_idx').on(t.userId, t.createdAt), index('reports_pet_id_idx').on(t.petId)],
);
