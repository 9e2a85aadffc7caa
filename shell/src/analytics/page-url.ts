import { RESET_QUERY_PARAM } from '@bc/shared';

/**
 * Query parameters that carry a one-off instruction and are removed from the address at once: `login` and `redirect`
 * (a sign-in-required route sent the visitor home) and the password-reset token. They are never part of a page hit:
 * the cleaned address counts once, and a reset token never reaches the analytics service.
 */
const TRANSIENT_PARAMS: readonly string[] = ['login', 'redirect', RESET_QUERY_PARAM];

/** The address a page hit reports: the path and query without the transient parameters. */
export function pageHitUrl(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const key of TRANSIENT_PARAMS) params.delete(key);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
