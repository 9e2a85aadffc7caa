import type { PageOf, PetListItem, PetSearchItem } from '@bc/shared/contracts';
import type { PedigreeService } from '../pedigree/service';
import type { GeneticTestIndex } from '../../pedigree/genetic-test';
import { CLEAR_BY_PARENTAGE } from './health';
import type { HealthCondition, HealthMatch, PetCriteria } from './data/search';

/** A pet's full-depth COI as the engine holds it (kept up to date by every write): null for a pet it does not know. */
export function coiOf(pedigree: PedigreeService, id: number): number | null {
  const engine = pedigree.engine;
  const coi = engine.has(id) && !engine.isPlaceholder(id) ? engine.inbreeding(id) : null;
  return coi !== null && Number.isFinite(coi) ? coi : null;
}

/** The pets clear by parentage of each test index, kept with the index (a new index after a change of results). */
const clearIds = new WeakMap<GeneticTestIndex, Int32Array>();

function clearByParentage(index: GeneticTestIndex): Int32Array {
  let ids = clearIds.get(index);
  if (!ids) {
    ids = index.clearByParentage();
    clearIds.set(index, ids);
  }
  return ids;
}

/** The criteria with the ids of the pets clear by parentage filled in for each DNA clause that accepts them. */
export async function withParentage(pedigree: PedigreeService, criteria: PetCriteria): Promise<PetCriteria> {
  if (!criteria.health?.some((c) => c.kind === 'dna' && c.byParentage)) return criteria;
  const health = await Promise.all(
    criteria.health.map(async (c): Promise<HealthCondition> =>
      c.kind === 'dna' && c.byParentage ? { ...c, parentageIds: clearByParentage(await pedigree.geneticTest(c.testId)) } : c,
    ),
  );
  return { ...criteria, health };
}

/**
 * A search page as answered: each pet with its COI and its results for the sets the health clauses name (recorded,
 * or `clear-by-parentage` from the engine for an untested DNA test), so a result shows why it matched.
 */
export async function searchAnswer(
  pedigree: PedigreeService,
  healthOf: (ids: number[], conditions: HealthCondition[]) => Promise<Map<number, HealthMatch[]>>,
  criteria: PetCriteria,
  page: PageOf<PetListItem>,
): Promise<PageOf<PetSearchItem>> {
  const conditions = criteria.health ?? [];
  const ids = page.items.map((pet) => pet.id);
  const recorded = conditions.length > 0 ? await healthOf(ids, conditions) : new Map<number, HealthMatch[]>();
  const inferred = await Promise.all(conditions.map(async (c) => (c.kind === 'dna' ? { c, index: await pedigree.geneticTest(c.testId) } : null)));
  const items = page.items.map((pet): PetSearchItem => {
    const own = recorded.get(pet.id) ?? [];
    const health = conditions.map((c): HealthMatch | null => {
      const found = own.find((match) => match.set === c.set);
      if (found) return found;
      const test = inferred.find((entry) => entry?.c === c);
      return test && pedigree.engine.has(pet.id) && test.index.status(pet.id) === CLEAR_BY_PARENTAGE ? { set: c.set, value: CLEAR_BY_PARENTAGE } : null;
    });
    return { ...pet, coi: coiOf(pedigree, pet.id), health: health.filter((match): match is HealthMatch => match !== null) };
  });
  return { ...page, items };
}

/**
 * A search page without health clauses, written from its items' JSON (list-item-cache.ts): each item with its COI and
 * no health results, as the route's serializer would write the page (search.test.ts checks it), without building or
 * serializing an object per pet.
 */
export function searchAnswerJson(pedigree: PedigreeService, criteria: PetCriteria, total: number, items: { id: number; json: string }[]): string {
  if (criteria.health?.length) throw new Error('searchAnswerJson: a page with health clauses needs their results (searchAnswer)');
  let out = '{"items":[';
  for (let i = 0; i < items.length; i++) {
    const { id, json } = items[i];
    out += `${i === 0 ? '' : ','}${json.slice(0, -1)},"coi":${JSON.stringify(coiOf(pedigree, id))},"health":[]}`;
  }
  return `${out}],"total":${total},"page":${criteria.page},"limit":${criteria.limit}}`;
}
