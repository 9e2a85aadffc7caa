import type { BreedAverageCoi, Locale, PairGenetics, PuppyDnaRisk } from '@bc/shared/contracts';
import type { OffspringRisk } from '../../pedigree';
import { addMonths, type BreedRules, breedingWarnings, DEFAULT_RULES, hasResult, missingTests, trafficLight } from '../../breeding';
import type { DataAccess } from '../data';
import type { Events } from '../events';
import type { PedigreeService } from '../pedigree/service';
import { testName } from '../pedigree/subject';

export interface GeneticsDeps {
  data: DataAccess;
  pedigree: PedigreeService;
  events: Events;
  /** Today (a calendar date), from the service's clock. */
  today: () => string;
}

/** The breed average is kept this long at most (the five-year window moves with the days). */
const AVERAGE_TTL_MS = 60 * 60 * 1000;
/** Breed rules are read again after this long (they are data, changed rarely). */
const RULES_TTL_MS = 60 * 1000;

/**
 * The genetics of a pair of dogs as a mating shows them: the puppies' COI (10 generations and full depth, with
 * completeness), the breed's average COI of the last five years, every DNA test with the chance of affected puppies
 * (bounds over what is known of the parents) and the club rules' warnings. Callers check that the viewer may see both.
 */
export function createPairGenetics(deps: GeneticsDeps) {
  const { data, pedigree } = deps;
  const averages = new Map<string, { at: number; value: Promise<BreedAverageCoi> }>();
  const rulesCache = new Map<string, { at: number; value: Promise<BreedRules> }>();
  // A pet written (born, its parents or birth date changed, published) may change a breed's average: drop them all.
  deps.events.on('petsChanged', () => averages.clear());

  function rulesOf(breedId: string): Promise<BreedRules> {
    const cached = rulesCache.get(breedId);
    if (cached && Date.now() - cached.at < RULES_TTL_MS) return cached.value;
    const value = data.breeding.rules(breedId).then((row) => (row
      ? { coiWarning: row.coiWarning, coiHigh: row.coiHigh, litterWindowMonths: row.litterWindowMonths, litterLimit: row.litterLimit, requiredTests: row.requiredTests }
      : DEFAULT_RULES));
    rulesCache.set(breedId, { at: Date.now(), value });
    value.catch(() => rulesCache.delete(breedId));
    return value;
  }

  /** The average full-depth COI of the breed's published living dogs born in the last five years (cached; writes of pets drop it). */
  function breedAverage(breedId: string): Promise<BreedAverageCoi> {
    const cached = averages.get(breedId);
    if (cached && Date.now() - cached.at < AVERAGE_TTL_MS) return cached.value;
    const bornFrom = addMonths(deps.today(), -60);
    const value = data.breeding.bornSince(breedId, bornFrom).then((ids) => {
      const engine = pedigree.engine;
      let sum = 0;
      let dogs = 0;
      for (const id of ids) {
        if (!engine.has(id) || engine.isPlaceholder(id)) continue;
        const f = engine.inbreeding(id);
        if (!Number.isFinite(f)) continue;
        sum += f;
        dogs++;
      }
      return { breedId, average: dogs === 0 ? null : sum / dogs, dogs, bornFrom };
    });
    averages.set(breedId, { at: Date.now(), value });
    value.catch(() => averages.delete(breedId));
    return value;
  }

  /** The puppies' full-depth COI of a pair (null when a parent is not in the engine). */
  function coiOf(sireId: number, damId: number): number | null {
    const engine = pedigree.engine;
    if (!engine.has(sireId) || !engine.has(damId)) return null;
    const f = engine.matingCoi(sireId, damId);
    return Number.isFinite(f) ? f : null;
  }

  /** Every DNA test with information on either parent, flagged ones first. */
  async function dnaRisks(sireId: number, damId: number, locale: Locale | undefined) {
    const tests = await pedigree.dnaTests();
    const indexes = await Promise.all(tests.map((t) => pedigree.geneticTest(t.code)));
    const risks: (PuppyDnaRisk & { sireTested: boolean; damTested: boolean })[] = [];
    tests.forEach((test, k) => {
      const index = indexes[k];
      const sire = index.genotype(sireId);
      const dam = index.genotype(damId);
      risks.push({
        test: test.code, name: testName(test, locale), sire: sire.status, dam: dam.status,
        ...bounds(index.offspring(sireId, damId)),
        sireTested: hasResult(sire.status), damTested: hasResult(dam.status),
      });
    });
    return risks;
  }

  return {
    rulesOf,
    breedAverage,
    coiOf,

    /**
     * The genetics of sire × dam for a mating first done (or planned) on `firstDate`; `exceptLitter` is not counted for
     * the dam. `damLitters`: the dam's litters when the caller read them already (the mating page), else counted here.
     */
    async of(
      sireId: number, damId: number, breedId: string, firstDate: string, locale: Locale | undefined, exceptLitter: number | null = null,
      damLitters?: readonly { id: number; birthDate: string }[],
    ): Promise<PairGenetics> {
      await pedigree.ensure([sireId, damId]);
      const engine = pedigree.engine;
      const report = engine.coi({ sire: sireId, dam: damId }, 10);
      const rules = await rulesOf(breedId);
      const windowFrom = addMonths(firstDate, -rules.litterWindowMonths);
      const [average, risks, damLitterCount] = await Promise.all([
        breedAverage(breedId),
        dnaRisks(sireId, damId, locale),
        damLitters
          ? damLitters.filter((l) => l.id !== exceptLitter && l.birthDate >= windowFrom && l.birthDate <= firstDate).length
          : data.litters.countOfDam(damId, windowFrom, firstDate, exceptLitter),
      ]);
      const informative = risks.filter((r) => r.sire !== 'unknown' || r.dam !== 'unknown');
      const testedFor = (parent: 'sire' | 'dam') => new Set(risks.filter((r) => (parent === 'sire' ? r.sireTested : r.damTested)).map((r) => r.test));
      const full = Number.isFinite(report.full) ? report.full : 0;
      const warnings = breedingWarnings(
        {
          coi: full, damLitters: damLitterCount, sireId, damId,
          dna: informative.map((r) => ({ test: r.test, sire: r.sire, dam: r.dam, affectedMin: r.affectedMin, affectedMax: r.affectedMax })),
          missingTests: { sire: missingTests(rules.requiredTests, testedFor('sire')), dam: missingTests(rules.requiredTests, testedFor('dam')) },
        },
        rules,
      );
      return {
        coi: {
          coi10: report.coi, full, completeness: report.completeness, fullCompleteness: report.fullCompleteness,
          light: trafficLight(full, rules),
        },
        breedAverage: average,
        dna: informative
          .map(({ sireTested: _s, damTested: _d, ...risk }) => risk)
          .sort((a, b) => Number(b.flagged) - Number(a.flagged) || Number(b.certain) - Number(a.certain)),
        warnings,
      };
    },
  };
}
export type PairGeneticsService = ReturnType<typeof createPairGenetics>;

/** A DNA test's risk for the puppies from the engine's offspring risk: the bounds of affected and of carrier puppies. */
export function bounds(risk: OffspringRisk) {
  return {
    affectedMin: risk.affected.min, affectedMax: risk.affected.max, carrierMin: risk.min['N/M'], carrierMax: risk.max['N/M'],
    flagged: risk.risk !== 'none', certain: risk.risk === 'certain',
  };
}
