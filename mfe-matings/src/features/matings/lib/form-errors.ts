import type { ApiError } from '@bc/shared';
import type { MatingFormValues } from './form-values';

/** The places of the form an error can be shown at. */
export type FormField = 'dam' | 'sire' | 'newSire.registeredName' | 'newSire.kennelPrefix' | 'newSire.birthDate' | 'newSire.colorId' | 'dates' | 'status' | 'announcement' | 'country' | 'form';

/** An error at a field: a translation key of `matings.form.errors` with its values. */
export interface FieldError {
  key: string;
  params?: Record<string, string | number>;
}

export type FormErrors = Partial<Record<FormField, FieldError>>;

/** The codes the API refuses a mating with (409 `data.code`), each with its own sentence in the form. */
const KNOWN_CODES = new Set([
  'same-pet', 'sire-sex', 'dam-sex', 'dead', 'dam-age', 'sire-age', 'mating-status', 'mating-date', 'mating-litter', 'stale-version',
  'declined', 'not_dam_owner',
]);

/** The form's field for the API's `data.field` (`damId`, `sireId`, `newSire.birthDate`, `matingDates.1`…). */
export function fieldOf(field: string | undefined): FormField {
  if (!field) return 'form';
  const path = field.replace(/^\/?body\//, '').replace(/\//g, '.');
  if (path === 'damId') return 'dam';
  if (path === 'sireId' || path === 'newSire') return 'sire';
  if (/^newSire\.(registeredName|kennelPrefix|birthDate|colorId)$/.test(path)) return path as FormField;
  if (path.startsWith('newSire.')) return 'sire';
  if (path.startsWith('matingDates')) return 'dates';
  if (path === 'status' || path === 'announcement' || path === 'country') return path;
  return 'form';
}

/** A refusal as the form says it: by its code when known, else by its field ("this value was refused"). */
export function errorOf(code: string | undefined, field: FormField): FieldError {
  if (code && KNOWN_CODES.has(code)) return { key: `matings.form.errors.code.${code}` };
  return { key: field === 'form' ? 'matings.form.errors.failed' : 'matings.form.errors.refused' };
}

/** An API refusal of a save → the error at the field it names (a 5xx or a failure without a field goes above the buttons). */
export function serverErrors(error: ApiError, _values: MatingFormValues): FormErrors {
  if (error.statusCode >= 500 || error.statusCode === 0) return { form: { key: 'matings.form.errors.failed' } };
  const data = (error.data ?? {}) as { code?: unknown; field?: unknown; problems?: unknown };
  const code = typeof data.code === 'string' ? data.code : undefined;
  if (Array.isArray(data.problems) && data.problems.length > 0) {
    const errors: FormErrors = {};
    for (const problem of data.problems as { code?: string; field?: string }[]) {
      const field = fieldOf(problem.field);
      errors[field] ??= errorOf(problem.code, field);
    }
    return errors;
  }
  const field = code === 'stale-version' ? 'form' : fieldOf(error.field ?? (typeof data.field === 'string' ? data.field : undefined));
  return { [field]: errorOf(code, field) };
}
