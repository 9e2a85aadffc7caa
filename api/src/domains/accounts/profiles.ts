import type { AdminUser, CurrentUser, EditableProfile, Locale, PublicProfile } from '@bc/shared/contracts';
import type { UserRow } from './data/users';
import { isBanActive } from './bans';

export const isPremium = (user: UserRow, now = new Date()) => user.premiumUntil !== null && user.premiumUntil > now;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

const profile = (u: UserRow) => ({
  displayName: u.displayName,
  country: u.country,
  city: u.city,
  kennelName: u.kennelName,
  kennelPrefix: u.kennelPrefix,
  contacts: u.contacts ?? {},
  about: u.about,
  avatar: u.avatar,
});

/** Only for live accounts (email and nickname are set). */
export function toCurrentUser(u: UserRow): CurrentUser {
  return {
    id: u.id,
    nickname: u.nickname ?? '',
    email: u.email ?? '',
    ...profile(u),
    locale: u.locale as Locale,
    isBaned: isBanActive(u, new Date()),
    isModerator: u.isModerator,
    isPremium: isPremium(u),
    premiumUntil: iso(u.premiumUntil),
    createdAt: u.createdAt.toISOString(),
  };
}

export function toPublicProfile(u: UserRow): PublicProfile {
  return {
    id: u.id,
    nickname: u.nickname ?? '',
    ...profile(u),
    isPremium: isPremium(u),
    isModerator: u.isModerator,
    createdAt: u.createdAt.toISOString(),
  };
}

export function toEditableProfile(u: UserRow): EditableProfile {
  return { id: u.id, nickname: u.nickname ?? '', email: u.email ?? '', ...profile(u), locale: u.locale as Locale };
}

export function toAdminUser(u: UserRow, now = new Date()): AdminUser {
  return {
    id: u.id,
    nickname: u.nickname,
    email: u.email,
    displayName: u.displayName,
    kennelName: u.kennelName,
    country: u.country,
    isActive: u.isActive,
    isModerator: u.isModerator,
    isBaned: isBanActive(u, now),
    bannedUntil: isBanActive(u, now) ? iso(u.bannedUntil) : null,
    banReason: isBanActive(u, now) ? u.banReason : null,
    isPremium: isPremium(u, now),
    premiumUntil: iso(u.premiumUntil),
    isDeleted: u.deletedAt !== null,
    createdAt: u.createdAt.toISOString(),
  };
}
