/**
 * Club-style breeding rules: warnings about a pair, never refusals. Each breed may set its own thresholds (the
 * `breed_rules` table); a breed without them uses DEFAULT_RULES. Pure: the service gives it the puppies' COI, the
 * parents' DNA statuses with the chance of affected puppies, the dam's recent litters and the parents' tests.
 */

export interface BreedRules {
  /** The puppies' COI (fraction) above which a warning is given… */
  coiWarning: number;
  /** …and above which it is high. */
  coiHigh: number;
  /** The window (months before the mating) the dam's litters are counted in… */
  litterWindowMonths: number;
  /** …and how many litters in it call for a warning. */
  litterLimit: number;
  /** DNA test codes each parent should have a result for. */
  requiredTests: string[];
}

export const DEFAULT_RULES: BreedRules = { coiWarning: 0.0625, coiHigh: 0.125, litterWindowMonths: 18, litterLimit: 2, requiredTests: [] };

/** A parent's status for one DNA test, as the engine infers it. */
export type ParentDnaStatus = 'clear' | 'clear-by-parentage' | 'carrier' | 'obligate-carrier' | 'affected' | 'unknown' | 'conflict';

export interface PairDna {
  test: string;
  sire: ParentDnaStatus;
  dam: ParentDnaStatus;
  /** Bounds of the chance of affected puppies over what is known of the parents. */
  affectedMin: number;
  affectedMax: number;
}

export interface RuleFacts {
  /** The puppies' full-depth COI (fraction). */
  coi: number;
  dna: readonly PairDna[];
  /** The dam's litters born in the window before the mating. */
  damLitters: number;
  /** Required tests without a result (tested, or clear by parentage), per parent. */
  missingTests: { sire: readonly string[]; dam: readonly string[] };
  sireId: number;
  damId: number;
}

export interface Warning {
  code: 'coi' | 'coi-high' | 'dna-risk' | 'litter-count' | 'missing-test';
  level: 'warning' | 'high';
  params: Record<string, string | number>;
}

export type Light = 'green' | 'amber' | 'red';

/** Green below the warning COI, amber from it, red above the high one. */
export function trafficLight(coi: number, rules: BreedRules): Light {
  if (coi > rules.coiHigh) return 'red';
  if (coi > rules.coiWarning) return 'amber';
  return 'green';
}

const CARRIES = new Set<ParentDnaStatus>(['carrier', 'obligate-carrier', 'affected']);

/** A test where both parents carry the mutation or one is affected: puppies can be affected, or all carry it. */
export const isDnaRisk = (pair: PairDna) =>
  pair.sire === 'affected' || pair.dam === 'affected' || (CARRIES.has(pair.sire) && CARRIES.has(pair.dam));

/** The warnings of a pair, most serious first. */
export function breedingWarnings(facts: RuleFacts, rules: BreedRules): Warning[] {
  const warnings: Warning[] = [];
  if (facts.coi > rules.coiHigh) warnings.push({ code: 'coi-high', level: 'high', params: { coi: facts.coi, threshold: rules.coiHigh } });
  else if (facts.coi > rules.coiWarning) warnings.push({ code: 'coi', level: 'warning', params: { coi: facts.coi, threshold: rules.coiWarning } });
  for (const pair of facts.dna) {
    if (!isDnaRisk(pair)) continue;
    warnings.push({
      code: 'dna-risk', level: pair.affectedMin > 0 ? 'high' : 'warning',
      params: { test: pair.test, affectedMin: pair.affectedMin, affectedMax: pair.affectedMax },
    });
  }
  if (facts.damLitters >= rules.litterLimit) {
    warnings.push({
      code: 'litter-count', level: 'warning',
      params: { count: facts.damLitters, limit: rules.litterLimit, months: rules.litterWindowMonths, petId: facts.damId },
    });
  }
  for (const [parent, petId] of [['sire', facts.sireId], ['dam', facts.damId]] as const) {
    for (const test of facts.missingTests[parent]) warnings.push({ code: 'missing-test', level: 'warning', params: { test, parent, petId } });
  }
  return warnings.sort((a, b) => (a.level === b.level ? 0 : a.level === 'high' ? -1 : 1));
}

/** Whether a parent's status is a result a required test counts (tested, or clear by parentage). */
export const hasResult = (status: ParentDnaStatus) => status === 'clear' || status === 'clear-by-parentage' || status === 'carrier' || status === 'affected';

/** The tests of `required` a parent has no result for (`known`: codes tested, or clear by parentage). */
export const missingTests = (required: readonly string[], known: ReadonlySet<string>) => required.filter((t) => !known.has(t));
