/**
 * What a banned member's 403 answer carries besides the message (`data`), and what the shell keeps of it in the ban
 * cookie for its 403 page: the reason template, when the ban ends (null: until lifted) and whom to write to.
 * No schema code here: the browser apps import it alone.
 */
export interface BanDetails {
  code: 'banned';
  /** A key of `MODERATION_REASONS` (null for a ban without one). */
  reason: string | null;
  /** ISO date-time, or null for a ban without an end. */
  until: string | null;
  /** The address a banned member may write to. */
  contact: string;
}

export const isBanDetails = (data: unknown): data is BanDetails =>
  typeof data === 'object' && data !== null && (data as { code?: unknown }).code === 'banned';
