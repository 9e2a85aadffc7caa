import type { StudRankingResponse } from '@bc/shared/contracts';
import { type BreedRules, breedingWarnings, hasResult, missingTests, type PairDna, trafficLight } from '../../breeding';
import { badRequest } from '../../lib/http-error';
import { offsetOf } from '../../lib/paging';
import { checkBirthYears, commaList, knownCountries } from '../pets/query';
import type { CandidateSireFilter } from './data/pets';
import { type AnswerContext, geneticTests, resolve, SUMMARY_KEY, treePet } from './subject';

/** The filters of a stud ranking as the query string gives them (see StudRankingQuery). */
export interface StudRankingOptions {
  generations: number;
  page: number;
  limit: number;
  offeredOnly: boolean;
  countryOfResidence?: string;
  birthYearFrom?: number;
  birthYearTo?: number;
  alive?: boolean;
  clearFor?: string;
  withoutDnaRisk?: boolean;
  /** The breed's club rules (thresholds and required tests), by breed id. */
  rulesOf: (breedId: string) => Promise<BreedRules>;
}

type Tests = Awaited<ReturnType<typeof geneticTests>>;

/**
 * The DNA tests of a male × the dam with what the puppies risk: every test on which either parent is known (tested or
 * inferred), with the bounds of the chance of affected puppies.
 */
function pairDna(tests: Tests, sireId: number, damId: number): PairDna[] {
  const pairs: PairDna[] = [];
  for (const { test, index } of tests) {
    const sire = index.status(sireId);
    const dam = index.status(damId);
    if (sire === 'unknown' && dam === 'unknown') continue;
    const { affected } = index.offspring(sireId, damId);
    pairs.push({ test: test.code, sire, dam, affectedMin: affected.min, affectedMax: affected.max });
  }
  return pairs;
}

/** Whether some puppies of the pair would surely be affected by a test (the `withoutDnaRisk` filter). */
function hasCertainRisk(tests: Tests, sireId: number, damId: number): boolean {
  for (const { index } of tests) if (index.offspring(sireId, damId).affected.min > 0) return true;
  return false;
}

/** The candidate filter and DNA tests of a stud ranking, checked (400 naming the field). */
async function studFilters(ctx: AnswerContext, options: StudRankingOptions): Promise<{ filter: CandidateSireFilter; clearFor: string[] }> {
  const countries = knownCountries('countryOfResidence', commaList(options.countryOfResidence));
  checkBirthYears(options.birthYearFrom, options.birthYearTo);
  const clearFor = commaList(options.clearFor) ?? [];
  if (clearFor.length > 0) {
    const known = new Set((await ctx.pedigree.dnaTests()).map((t) => t.code));
    for (const code of clearFor) {
      if (!known.has(code)) throw badRequest(`querystring/clearFor "${code}" is not a known DNA test (known: ${[...known].join(', ')})`, 'clearFor');
    }
  }
  const filter: CandidateSireFilter = {
    offeredOnly: options.offeredOnly,
    countriesOfResidence: countries,
    birthYearFrom: options.birthYearFrom,
    birthYearTo: options.birthYearTo,
    alive: options.alive,
  };
  return { filter, clearFor };
}

/**
 * Published males (offered for stud, or all, narrowed by the filters) for a female, by the full-depth COI of the
 * offspring. `clearFor` keeps the males that are tested N/N or clear by parentage for every test named: the
 * engine's inference, so a male whose parents are both clear counts without a test of his own.
 */
export async function studRanking(ctx: AnswerContext, damId: number, options: StudRankingOptions): Promise<StudRankingResponse> {
  await resolve(ctx, { pet: damId });
  const [dam, damFacts] = await Promise.all([ctx.data.pets([damId]).then((found) => found.get(damId)), ctx.data.studFacts([damId])]);
  if (dam?.sex !== 'female') throw badRequest(`Pet ${damId} is not female`, 'id');
  const { filter, clearFor } = await studFilters(ctx, options);
  const engine = ctx.pedigree.engine;
  const [candidateIds, clearIndexes, tests, rules] = await Promise.all([
    ctx.data.candidateSires(filter),
    Promise.all(clearFor.map((code) => ctx.pedigree.geneticTest(code))),
    geneticTests(ctx),
    options.rulesOf(damFacts.get(damId)?.breedId ?? 'border-collie'),
  ]);
  const candidates = candidateIds.filter(
    (id) =>
      id !== damId &&
      engine.has(id) &&
      clearIndexes.every((index) => SUMMARY_KEY[index.status(id)] === 'clear') &&
      !(options.withoutDnaRisk && hasCertainRisk(tests, id, damId)),
  );
  const ranking = engine.rankMales(damId, candidates);
  const from = offsetOf(options);
  const pageIds = Array.from(ranking.ids.subarray(from, from + options.limit));
  const [pets, facts] = await Promise.all([ctx.data.pets(pageIds), ctx.data.studFacts(pageIds)]);
  const items: StudRankingResponse['items'] = [];
  pageIds.forEach((id, k) => {
    const pet = pets.get(id);
    if (!pet) return;
    const coi = ranking.coi[from + k];
    const dna = pairDna(tests, id, damId);
    const sireKnown = new Set(dna.filter((pair) => hasResult(pair.sire)).map((pair) => pair.test));
    items.push({
      rank: from + k + 1,
      pet: treePet(pet, ctx, tests),
      coi,
      coiGenerations: engine.matingCoiGenerations(id, damId, options.generations),
      offeredForStud: pet.offeredForStud,
      light: trafficLight(coi, rules),
      dnaRisk: {
        certain: dna.filter((pair) => pair.affectedMin > 0).map((pair) => pair.test),
        possible: dna.filter((pair) => pair.affectedMin === 0 && pair.affectedMax > 0).map((pair) => pair.test),
      },
      // The dam's own litters are the same for every male: the mating form and page warn about them.
      warnings: breedingWarnings(
        { coi, dna, damLitters: 0, sireId: id, damId, missingTests: { sire: missingTests(rules.requiredTests, sireKnown), dam: [] } },
        rules,
      ),
      countryOfResidence: facts.get(id)?.countryOfResidence ?? null,
      offspringCount: facts.get(id)?.offspringCount ?? 0,
    });
  });
  return { items, total: ranking.ids.length, page: options.page, limit: options.limit, damId, generations: options.generations };
}
