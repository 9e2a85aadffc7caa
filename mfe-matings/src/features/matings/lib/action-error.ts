import type { ApiError } from '@bc/shared';

/** The codes a refused answer or publication carries (`data.code`) that the page says in its own words. */
const SAID = new Set(['declined', 'whelped', 'not_dam_owner', 'stale-version']);

/** The translation key of a refused write of the mating page or list (its code's sentence, or "this could not be done"). */
export function actionErrorKey(error: ApiError): string {
  const code = (error.data as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && SAID.has(code) ? `matings.form.errors.code.${code}` : 'matings.actions.failed';
}
