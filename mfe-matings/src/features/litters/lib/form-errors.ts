import type { ApiError } from '@bc/shared';
import type { LitterFormValues } from './form-values';

/** A message of the form: a key under `litters:errors` with its parameters. */
export interface FormError {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * Errors by the place the form shows them: `source` (the mating or the parents), `dam`, `sire`, `birthDate`,
 * `breeder`, `country`, `malesBorn`…, `announcement`, `puppies` (the editor as a whole), `puppies.<row key>.<field>`,
 * and `form` (above the buttons: a stale version, a refusal naming no field).
 */
export type FormErrors = Record<string, FormError>;

const COUNTS = ['malesBorn', 'femalesBorn', 'malesAlive', 'femalesAlive'] as const;

/** What the form checks before sending (the API checks the same and more). */
export function validate(values: LitterFormValues): FormErrors {
  const errors: FormErrors = {};
  if (values.source === 'mating' && !values.mating) errors.source = { key: 'matingRequired' };
  if (values.source === 'parents' && !values.dam) errors.dam = { key: 'damRequired' };
  if (!values.birthDate) errors.birthDate = { key: 'birthDateRequired' };
  if (values.breederKind === 'member' && !values.breederMember) errors.breeder = { key: 'breederMemberRequired' };
  if (values.breederKind === 'name' && !values.breederName.trim()) errors.breeder = { key: 'breederNameRequired' };
  if (values.malesAlive > values.malesBorn) errors.malesAlive = { key: 'aliveMoreThanBorn' };
  if (values.femalesAlive > values.femalesBorn) errors.femalesAlive = { key: 'aliveMoreThanBorn' };
  for (const puppy of values.puppies) {
    if (!puppy.registeredName.trim()) errors[`puppies.${puppy.key}.registeredName`] = { key: 'puppyNameRequired' };
  }
  return errors;
}

interface ErrorData {
  code?: unknown;
  field?: unknown;
  ids?: unknown;
}

/** The form's place for a field the API names (`puppies.2.microchip` → the row's key). */
function placeOf(field: string, values: LitterFormValues): string {
  const [head, index, rest] = field.replace(/^body[./]/, '').split(/[./]/);
  if (head === 'puppies' && index !== undefined && /^\d+$/.test(index)) {
    const row = values.puppies[Number(index)];
    if (row) return rest && rest !== 'id' ? `puppies.${row.key}.${rest}` : `puppies.${row.key}.registeredName`;
  }
  if (head === 'breeder') return 'breeder';
  if (head === 'matingId') return 'source';
  if ((head === 'damId' || head === 'sireId') && values.source === 'mating') return 'source';
  if (head === 'damId') return 'dam';
  if (head === 'sireId') return 'sire';
  if (head === 'version') return 'form';
  if (head === 'birthDate' || head === 'country' || head === 'announcement' || head === 'puppies') return head;
  if ((COUNTS as readonly string[]).includes(head)) return head;
  return 'form';
}

/** The name of a dog an integrity refusal lists (one of the litter's parents), for its message. */
function dogNamed(data: ErrorData, values: LitterFormValues): string {
  const ids = Array.isArray(data.ids) ? data.ids.map(Number) : [];
  const dogs = [values.mating?.dam ?? values.dam, values.mating?.sire ?? values.sire];
  return dogs.find((dog) => dog && ids.includes(dog.id))?.registeredName ?? '';
}

const CODED = new Set(['birth-window', 'sire-sex', 'dam-sex', 'same-pet', 'dead', 'mating-litter', 'mating-status', 'stale-version', 'not_dam_owner', 'not_recorder']);

/**
 * A refused write → the message at its field: refusals with a code (`birth-window`, `dam-sex`, `stale-version`…) get
 * their own message naming the dog; others a message for the field (`counts`, an unknown colour, a microchip…). A
 * failure of the server or the network goes above the buttons.
 */
export function serverErrors(error: ApiError, values: LitterFormValues): FormErrors {
  if (error.statusCode >= 500 || error.statusCode === 0) return { form: { key: 'failed' } };
  const data = (error.data ?? {}) as ErrorData;
  const field = typeof data.field === 'string' ? data.field : '';
  const code = typeof data.code === 'string' ? data.code : '';
  const place = field ? placeOf(field, values) : 'form';
  if (CODED.has(code)) {
    const date = values.mating?.date ?? '';
    return { [code === 'not_recorder' || code === 'stale-version' ? 'form' : place]: { key: `code.${code}`, params: { name: dogNamed(data, values), date } } };
  }
  if (error.statusCode === 404 && place === 'source') return { source: { key: 'matingNotFound' } };
  const [, , last] = field.split(/[./]/);
  const fieldKey = place.startsWith('puppies.') ? `puppy.${last ?? 'registeredName'}` : place;
  return { [place]: { key: place === 'form' ? 'refused' : `field.${fieldKey}` } };
}
