import type { TFunction } from 'i18next';
import type { ApiError } from '@bc/shared';

/** The refusals a decision may meet, each written in the page's language (`refusals.<code>`). */
const CODES = ['own_submission', 'not_undoable', 'unchanged', 'not_banned', 'moderators_only'] as const;

/**
 * A decision's refusal in the page's language: by its code (a queue's own codes first: `own`, code → text), a field
 * named by a 400, or the generic failure.
 */
export function refusalText(t: TFunction, error: ApiError, own: Partial<Record<string, string>> = {}): string {
  const code = (error.data as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' && own[code]) return own[code];
  if (typeof code === 'string' && (CODES as readonly string[]).includes(code)) return t(`moderation:refusals.${code}`);
  if (error.statusCode === 404) return t('moderation:refusals.not_found');
  if (error.statusCode === 400 && error.field) return t('moderation:refusals.field', { field: t(`moderation:fields.${error.field}`, { defaultValue: error.field }) });
  return t('common:states.error');
}
