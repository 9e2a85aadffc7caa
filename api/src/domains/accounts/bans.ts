import { BAN_MESSAGES, type BanDetails, isLocale } from '@bc/shared/contracts';
import { HttpError } from '../../lib/http-error';
import type { UserRow } from './data/users';

type BanFields = Pick<UserRow, 'isBanned' | 'bannedUntil'>;

/** A ban holds while it is set and its end, if it has one, is still to come. */
export const isBanActive = (user: BanFields, now: Date): boolean =>
  user.isBanned && (user.bannedUntil === null || user.bannedUntil > now);

/**
 * The answer to every call of a banned member (403): the ban message in their language, and what the shell's 403 page
 * shows (`BanDetails`: the reason template, the end, the address to write to).
 */
export function banRefusal(user: Pick<UserRow, 'locale' | 'banReason' | 'bannedUntil'>, contact: string): HttpError {
  const locale = isLocale(user.locale) ? user.locale : 'ru';
  const details: BanDetails = { code: 'banned', reason: user.banReason, until: user.bannedUntil?.toISOString() ?? null, contact };
  return new HttpError(403, BAN_MESSAGES[locale], { ...details });
}
