import type { ApiError } from '@bc/shared';
import type { DuplicateCandidate, PetConflict } from '@bc/shared/contracts';
import type { PetFormValues } from './form-values';
import type { FieldError, FormErrors } from './validate';

interface ErrorData {
  field?: unknown;
  conflict?: unknown;
  ids?: unknown;
  /** The other pet the conflict is about (PetConflictData), when the caller may see it. */
  pet?: unknown;
  /** The conflict involves a pet the caller may not see (never named). */
  hidden?: unknown;
}

const FIELD_ALIASES: Record<string, string> = {
  birthDate: 'birth',
  deathDate: 'death',
  sireId: 'sire',
  damId: 'dam',
  breed: 'breedId',
  color: 'colorId',
};

/**
 * `/registrations/1/number` or `registrations.1.number` → the form's path (`registrations.<row key>.number`);
 * `newSire.birthDate` → `newSire.birth`.
 */
function fieldPath(field: string, values: PetFormValues): string {
  const parts = field.replace(/^\//, '').split(/[./]/).filter(Boolean);
  const [head, index, rest] = parts;
  if ((head === 'newSire' || head === 'newDam') && index) return `${head}.${FIELD_ALIASES[index] ?? index}`;
  if (head === 'newSire' || head === 'newDam') return head === 'newSire' ? 'sire' : 'dam';
  const lists = { registrations: values.registrations, health: values.health, documents: values.documents } as const;
  if (head in lists && index !== undefined && /^\d+$/.test(index)) {
    const row = lists[head as keyof typeof lists][Number(index)];
    if (row) return rest ? `${head}.${row.key}.${rest}` : `${head}.${row.key}`;
  }
  return FIELD_ALIASES[head] ?? head;
}

const SHOWN = new Set([
  'registeredName', 'callName', 'kennelPrefix', 'sex', 'breedId', 'birth', 'death', 'colorId', 'coat', 'countryOfBirth',
  'countryOfResidence', 'microchip', 'registrations', 'titles', 'workingResults', 'sire', 'dam', 'breeder', 'owner', 'health',
]);
const SHOWN_ROWS =
  /^(registrations\.[^.]+\.(registry|number)|health\.[^.]+\.(set|value|date|lab)|documents\.[^.]+\.title|new(Sire|Dam)\.(registeredName|callName|kennelPrefix|birth|colorId))$/;

/** Whether the form shows an error at this path (others go to the message above the buttons). */
export const isShown = (path: string) => SHOWN.has(path) || SHOWN_ROWS.test(path);

/** The parent a conflict names, by the ids the server lists (or the field it names). */
function parentField(data: ErrorData, values: PetFormValues): 'sire' | 'dam' {
  const ids = Array.isArray(data.ids) ? data.ids.map(Number) : [];
  if (values.dam && ids.includes(values.dam.id) && !(values.sire && ids.includes(values.sire.id))) return 'dam';
  if (typeof data.field === 'string' && /dam/.test(data.field)) return 'dam';
  return 'sire';
}

function namedPet(value: unknown): FieldError['pet'] | null {
  if (!value || typeof value !== 'object') return null;
  const { id, registeredName } = value as { id?: unknown; registeredName?: unknown };
  return typeof id === 'number' && typeof registeredName === 'string' ? { id, name: registeredName } : null;
}

/**
 * A 4xx answer of a save → errors on the form's fields: `data.field` names the field (`sireId`, `birthDate`,
 * `registrations.2.number`, `breeder.userId`…); a conflict without one goes to the parent its `data.ids` name, or
 * to the registrations; the other pet it names (`data.pet`) goes into the message, linked, and one the caller may not
 * see (`data.hidden`) is called "a pet you cannot see". Answers naming no field
 * the form shows give {} (the form shows the message instead).
 */
export function serverErrors(error: ApiError, values: PetFormValues): FormErrors {
  if (error.statusCode >= 500) return {};
  const data = (error.data ?? {}) as ErrorData;
  const conflict = typeof data.conflict === 'string' ? (data.conflict as PetConflict) : null;
  const named = typeof data.field === 'string' && data.field ? fieldPath(data.field, values) : null;
  if (conflict) {
    const pet = namedPet(data.pet);
    const plain = data.hidden === true ? `conflictHidden.${conflict}` : `conflict.${conflict}`;
    const message: FieldError = pet ? { key: `conflictNamed.${conflict}`, params: { name: pet.name }, pet } : { key: plain };
    if (named && isShown(named)) return { [named]: message };
    return { [conflict === 'registration' ? 'registrations' : parentField(data, values)]: message };
  }
  return named && isShown(named) ? { [named]: { key: 'server' } } : {};
}

/** The candidates of a 409 `possible-duplicate` (a new dog that may be in the database already), or null. */
export function duplicateCandidates(error: unknown): DuplicateCandidate[] | null {
  const answer = error as Partial<ApiError> | null;
  if (!answer || answer.statusCode !== 409) return null;
  const data = (answer.data ?? {}) as { conflict?: unknown; candidates?: unknown };
  if (data.conflict !== 'possible-duplicate' || !Array.isArray(data.candidates) || data.candidates.length === 0) return null;
  return data.candidates as DuplicateCandidate[];
}
