import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { Contacts } from '@bc/shared/contracts';
import { createdAt, idColumn, tstz, updatedAt } from './columns';
import { uploads } from './uploads';

/** Members. email and nickname become NULL when an account is deleted (anonymised). */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    /** Always stored lower-case. */
    email: text('email'),
    passwordHash: text('password_hash'),
    nickname: text('nickname'),
    displayName: text('display_name'),
    country: varchar('country', { length: 2 }),
    city: text('city'),
    kennelName: text('kennel_name'),
    kennelPrefix: text('kennel_prefix'),
    contacts: jsonb('contacts').$type<Contacts>().notNull().default({}),
    about: text('about'),
    avatar: text('avatar'),
    /** The member's own upload `avatar` shows (null without an avatar, or for avatars older than upload ids). */
    avatarUploadId: text('avatar_upload_id').references((): AnyPgColumn => uploads.id),
    locale: text('locale').notNull().default('ru'),
    isActive: boolean('is_active').notNull().default(false),
    isModerator: boolean('is_moderator').notNull().default(false),
    isBanned: boolean('is_banned').notNull().default(false),
    /** When a ban ends by itself (null: until a moderator lifts it); the ban is over once this has passed. */
    bannedUntil: tstz('banned_until'),
    /** The reason template of the ban (`MODERATION_REASONS`), shown to the member on the 403 page and by email. */
    banReason: text('ban_reason'),
    premiumUntil: tstz('premium_until'),
    deletedAt: tstz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_avatar_upload_id_idx').on(t.avatarUploadId),
    uniqueIndex('users_nickname_key').on(sql`lower(${t.nickname})`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/** One-time tokens sent by email (activation, password reset); only their sha256 is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: idColumn(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'activation' | 'reset'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_tokens_token_hash_key').on(t.tokenHash), index('auth_tokens_user_id_idx').on(t.userId)],
);

/** A sign-in: the family of its rotating refresh tokens. Revoking it ends the session at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at').notNull().defaultNow(),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Refresh tokens (sha256 stored). A used token gets rotated_at; presenting it again revokes its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idColumn(),
    sessionId: uuid('session_id').notNull().references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    rotatedAt: tstz('rotated_at'),
    revokedAt: tstz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_id_idx').on(t.sessionId),
  ],
);
