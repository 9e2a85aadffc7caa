import type { HealthResultInput } from '@bc/shared/contracts';
import { HttpError } from '../../lib/http-error';
import type { DictionaryLookups, HealthSet } from '../dictionaries/lookups';
import type { NewDnaResult, NewHealthResult } from './data/pets';
import type { HealthCondition } from './data/search';

/** 400 naming the field, with the values the field accepts. */
export const notAllowed = (field: string, message: string, allowed: string[]) => new HttpError(400, message, { field, allowed });

/** The set and the canonical option id (options match case-insensitively: `fci` = `FCI`, `Normal` = `normal`). */
function resolveValue(set: HealthSet, value: string): string | undefined {
  const exact = set.options.find((o) => o === value);
  if (exact) return exact;
  const lower = value.toLowerCase();
  return set.options.find((o) => o.toLowerCase() === lower);
}

export function findSet(data: DictionaryLookups, id: string): HealthSet | undefined {
  return data.healthSets.get(id) ?? data.healthSets.get(id.toLowerCase());
}

/** A health result of a body, checked against the dictionary; document references are resolved later. */
export interface CheckedHealthResult {
  set: HealthSet;
  value: string;
  date: string | null;
  lab: string | null;
  documentId: number | null;
  /** A new document of the same body, by its upload. */
  documentUploadId: string | null;
  /** `health.3` */
  field: string;
}

const today = () => new Date().toISOString().slice(0, 10);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** Checks every result against its scale: 400 naming `health.N.set` / `health.N.value` and the allowed values. */
export function checkHealth(data: DictionaryLookups, input: HealthResultInput[]): CheckedHealthResult[] {
  const seenDna = new Map<string, number>();
  return input.map((r, i) => {
    const field = `health.${i}`;
    const set = findSet(data, r.set.trim());
    if (!set) {
      throw notAllowed(`${field}.set`, `body/health/${i}/set "${r.set}" is not a health option set of /api/dictionaries/health`, [...data.healthSets.keys()]);
    }
    const value = resolveValue(set, r.value.trim());
    if (value === undefined) {
      throw notAllowed(
        `${field}.value`,
        `body/health/${i}/value "${r.value}" is not on the ${set.id} scale; allowed: ${set.options.join(', ')}`,
        set.options,
      );
    }
    if (set.kind === 'dna') {
      const before = seenDna.get(set.id);
      if (before !== undefined) throw new HttpError(400, `body/health/${i}/set ${set.id} is listed twice (also health/${before})`, { field: `${field}.set` });
      seenDna.set(set.id, i);
    }
    if (r.date && r.date > tomorrow()) throw new HttpError(400, `body/health/${i}/date ${r.date} is in the future (today is ${today()})`, { field: `${field}.date` });
    if (r.documentId != null && r.documentUploadId != null) {
      throw new HttpError(400, `body/health/${i}: give documentId or documentUploadId, not both`, { field: `${field}.documentUploadId` });
    }
    return {
      set, value, field,
      date: r.date ?? null,
      lab: r.lab?.trim() || null,
      documentId: r.documentId ?? null,
      documentUploadId: r.documentUploadId ?? null,
    };
  });
}

/** Rows to write once the pet's documents are known (their ids, and the new ones' by upload). */
export function healthRows(
  results: CheckedHealthResult[],
  documents: { ids: Set<number>; byUpload: Map<string, number> },
): { dna: NewDnaResult[]; others: NewHealthResult[] } {
  const { ids } = documents;
  const dna: NewDnaResult[] = [];
  const others: NewHealthResult[] = [];
  for (const r of results) {
    let documentId: number | null = null;
    if (r.documentId !== null) {
      if (!ids.has(r.documentId)) throw new HttpError(400, `body/${r.field.replace('.', '/')}/documentId ${r.documentId} is not a document of this pet`, { field: `${r.field}.documentId` });
      documentId = r.documentId;
    } else if (r.documentUploadId !== null) {
      const id = documents.byUpload.get(r.documentUploadId);
      if (id === undefined) {
        throw new HttpError(400, `body/${r.field.replace('.', '/')}/documentUploadId is not the upload of one of the pet's documents`, { field: `${r.field}.documentUploadId` });
      }
      documentId = id;
    }
    if (r.set.kind === 'dna') dna.push({ testId: r.set.system as string, result: r.value, testedAt: r.date, lab: r.lab, documentId });
    else others.push({ kind: r.set.kind as NewHealthResult['kind'], scaleId: r.set.id, score: r.value, testedAt: r.date, lab: r.lab, documentId });
  }
  return { dna, others };
}

/**
 * The value of a DNA clause that matches the pets clear by parentage (untested, both parents clear): the pedigree
 * engine's inference, as the pet page shows it. Never stored, so it is not an option of the set.
 */
export const CLEAR_BY_PARENTAGE = 'clear-by-parentage';

/**
 * Parses `health` filter clauses `<set>:<v1>[,<v2>…]` (several per parameter with `;`) into conditions:
 * 400 naming `health` and the allowed sets or values when a clause does not fit the dictionary.
 */
export function parseHealthFilter(data: DictionaryLookups, parameter: string | string[]): HealthCondition[] {
  const clauses = (Array.isArray(parameter) ? parameter : [parameter]).flatMap((p) => p.split(';')).map((c) => c.trim()).filter(Boolean);
  if (clauses.length > 10) throw new HttpError(400, 'querystring/health has more than 10 clauses', { field: 'health' });
  return clauses.map((clause) => {
    const colon = clause.lastIndexOf(':');
    if (colon <= 0 || colon === clause.length - 1) {
      throw new HttpError(400, `querystring/health "${clause}" must look like <set>:<values>, e.g. dna:cea:N/N or hips:fci:A,B`, { field: 'health' });
    }
    const setId = clause.slice(0, colon).trim();
    const set = findSet(data, setId);
    if (!set) throw notAllowed('health', `querystring/health "${setId}" is not a health option set of /api/dictionaries/health`, [...data.healthSets.keys()]);
    const allowed = set.kind === 'dna' ? [...set.options, CLEAR_BY_PARENTAGE] : set.options;
    let byParentage = false;
    const values = [...new Set(clause.slice(colon + 1).split(',').map((v) => v.trim()).filter(Boolean))].flatMap((v) => {
      if (set.kind === 'dna' && v.toLowerCase() === CLEAR_BY_PARENTAGE) {
        byParentage = true;
        return [];
      }
      const value = resolveValue(set, v);
      if (value === undefined) throw notAllowed('health', `querystring/health "${v}" is not on the ${set.id} scale; allowed: ${allowed.join(', ')}`, allowed);
      return [value];
    });
    if (values.length === 0 && !byParentage) throw new HttpError(400, `querystring/health "${clause}" names no value`, { field: 'health' });
    return set.kind === 'dna'
      ? { kind: 'dna', set: set.id, testId: set.system as string, values, ...(byParentage ? { byParentage } : {}) }
      : { kind: 'scale', set: set.id, scaleId: set.id, values };
  });
}
