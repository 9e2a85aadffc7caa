import { type BanDetails, isBanDetails } from '../contracts/moderation/bans';
import { COOKIES, readCookie, writeCookie } from '../i18n/cookies';

/** What the ban cookie keeps of a ban for the 403 page (each field checked when read: the cookie is the browser's). */
export interface RememberedBan {
  /** A reason template's key. */
  reason: string | null;
  /** ISO date-time of the end, or null for a ban without one. */
  until: string | null;
  /** Whom to write to. */
  contact: string | null;
}

const text = (value: unknown, max: number) => (typeof value === 'string' && value.length > 0 && value.length <= max ? value : null);

/**
 * Remembers a banned member's 403 answer in the ban cookie, so the page after the logout (drawn by the server too) is
 * the 403 page with the reason, the end and the address. A ban with an end is forgotten when it ends; an answer
 * without details (an older API) leaves `1`.
 */
export function rememberBan(data: unknown): void {
  if (!isBanDetails(data)) {
    writeCookie(COOKIES.banned, '1');
    return;
  }
  const details: BanDetails = data;
  const value = JSON.stringify({ reason: details.reason, until: details.until, contact: details.contact });
  const ends = details.until ? Date.parse(details.until) : Number.NaN;
  writeCookie(COOKIES.banned, value, Number.isNaN(ends) ? undefined : Math.max(1, Math.ceil((ends - Date.now()) / 1000)));
}

/** The ban the cookie remembers (null without the cookie; empty fields for `1` or a value that is not ours). */
export function rememberedBan(): RememberedBan | null {
  const value = readCookie(COOKIES.banned);
  if (value === undefined) return null;
  let parsed: Record<string, unknown> = {};
  try {
    const json: unknown = JSON.parse(value);
    if (typeof json === 'object' && json !== null) parsed = json as Record<string, unknown>;
  } catch {
    // `1`, or anything else: a ban without details.
  }
  const until = text(parsed.until, 40);
  return {
    reason: text(parsed.reason, 60),
    until: until !== null && !Number.isNaN(Date.parse(until)) ? until : null,
    contact: text(parsed.contact, 254),
  };
}
