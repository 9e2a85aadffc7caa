import { Type, type Static } from '@sinclair/typebox';
import { CountryCode, DateTime, Id, LocaleSchema, Nullable } from '../common';
import { LIMITS } from '../limits';
import { NICKNAME_PATTERN_SOURCE } from '../nickname';

/** A member as the member, anyone and moderators see them. */

export const Nickname = Type.String({ pattern: NICKNAME_PATTERN_SOURCE, minLength: 3, maxLength: 30 });

const contactField = Type.Optional(Type.String({ maxLength: LIMITS.contact }));
/** How to reach a member; every field optional. */
export const Contacts = Type.Object(
  {
    phone: contactField,
    email: contactField,
    website: contactField,
    telegram: contactField,
    whatsapp: contactField,
    viber: contactField,
    vk: contactField,
    facebook: contactField,
    instagram: contactField,
  },
  { additionalProperties: false },
);
export type Contacts = Static<typeof Contacts>;

const profileFields = {
  displayName: Nullable(Type.String()),
  country: Nullable(CountryCode),
  city: Nullable(Type.String()),
  kennelName: Nullable(Type.String()),
  kennelPrefix: Nullable(Type.String()),
  contacts: Contacts,
  about: Nullable(Type.String()),
  avatar: Nullable(Type.String()),
};

/** The signed-in user (`GET /api/user`, and `user` of every sign-in answer). */
export const CurrentUser = Type.Object({
  id: Id,
  nickname: Type.String(),
  email: Type.String(),
  ...profileFields,
  locale: LocaleSchema,
  isBaned: Type.Boolean(),
  isModerator: Type.Boolean(),
  isPremium: Type.Boolean(),
  premiumUntil: Nullable(DateTime),
  createdAt: DateTime,
});
export type CurrentUser = Static<typeof CurrentUser>;

/** What anyone may see of a member (no email). */
export const PublicProfile = Type.Object({
  id: Id,
  nickname: Type.String(),
  ...profileFields,
  isPremium: Type.Boolean(),
  isModerator: Type.Boolean(),
  createdAt: DateTime,
});
export type PublicProfile = Static<typeof PublicProfile>;

/** The editable fields of a profile (owner or moderator). */
export const EditableProfile = Type.Object({
  id: Id,
  nickname: Type.String(),
  email: Type.String(),
  ...profileFields,
  locale: LocaleSchema,
});
export type EditableProfile = Static<typeof EditableProfile>;

/** A row of the moderators' user list. */
export const AdminUser = Type.Object({
  id: Id,
  nickname: Nullable(Type.String()),
  email: Nullable(Type.String()),
  displayName: Nullable(Type.String()),
  kennelName: Nullable(Type.String()),
  country: Nullable(CountryCode),
  isActive: Type.Boolean(),
  isModerator: Type.Boolean(),
  isBaned: Type.Boolean(),
  /** When the ban ends (null: until lifted, or not banned). */
  bannedUntil: Nullable(DateTime),
  /** The ban's reason template (null when not banned). */
  banReason: Nullable(Type.String()),
  isPremium: Type.Boolean(),
  premiumUntil: Nullable(DateTime),
  isDeleted: Type.Boolean(),
  createdAt: DateTime,
});
export type AdminUser = Static<typeof AdminUser>;

