import type { Locale } from '@bc/shared';
import type { HealthOptionSet, PetDetail } from '@bc/shared/contracts';

/** A tested DNA status (`clear-by-parentage` is computed from the parents, never recorded). */
export type TestedStatus = 'clear' | 'carrier' | 'affected';

/** One recorded result of the pet, ready to show. */
export interface HealthRow {
  key: string;
  /** The test in the page's language: "Collie eye anomaly (CEA)", "Hips (HD) — FCI". */
  name: string;
  /** The result as recorded: a genotype as such ("N/M"), any other result by its option's name ("A", "Normal"). */
  result: string;
  /** Genotype results only (DNA tests, EAOD, MDD). */
  status?: TestedStatus;
  date: string | null;
  lab: string | null;
  /** The certificate among the pet's documents. */
  documentUrl?: string;
}

/** Genetic tests outside the DNA list (EAOD, MDD) record genotypes too: they get the same status badge. */
const GENOTYPE_STATUS: Partial<Record<string, TestedStatus>> = { 'N/N': 'clear', 'N/M': 'carrier', 'M/M': 'affected' };

const localName = (name: Partial<Record<string, string>>, locale: Locale): string | undefined => name[locale] ?? name.en ?? name.ru;

/**
 * The pet's recorded results: DNA tests first (those only inferred from the parents are left to the DNA table),
 * then examinations. Names come from the health dictionary; `fallbackName` names a set the dictionary lacks
 * (e.g. while it failed to load).
 */
export function healthRows(
  pet: Pick<PetDetail, 'health' | 'dna' | 'documents'>,
  sets: readonly HealthOptionSet[],
  locale: Locale,
  fallbackName: (kind: string, system: string | null) => string,
): HealthRow[] {
  const byId = new Map(sets.map((set) => [set.id, set]));
  const setName = (id: string, kind: string, system: string | null) => {
    const set = byId.get(id);
    return (set && localName(set.name, locale)) || fallbackName(kind, system);
  };
  const optionName = (setId: string, value: string) => {
    const option = byId.get(setId)?.options.find((item) => item.id === value);
    return (option && localName(option.name, locale)) || value;
  };
  const documentUrl = (id: number | null) => (id === null ? undefined : pet.documents.find((document) => document.id === id)?.url);

  const dna: HealthRow[] = pet.dna.flatMap((test) =>
    test.result === null || test.status === 'clear-by-parentage'
      ? []
      : [
          {
            key: `dna:${test.testId}`,
            name: setName(`dna:${test.testId}`, 'dna', test.testId),
            result: test.result,
            status: test.status,
            date: test.date,
            lab: test.lab,
            documentUrl: documentUrl(test.documentId),
          },
        ],
  );
  const examinations: HealthRow[] = pet.health
    .filter((result) => result.kind !== 'dna')
    .map((result, index) => {
      const status = GENOTYPE_STATUS[result.value];
      return {
        key: `${result.set}:${index}`,
        name: setName(result.set, result.kind, result.system),
        result: status ? result.value : optionName(result.set, result.value),
        ...(status && { status }),
        date: result.date,
        lab: result.lab,
        documentUrl: documentUrl(result.documentId),
      };
    });
  return [...dna, ...examinations];
}
