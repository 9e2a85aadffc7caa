import { type DiseaseStatus, type GenotypeInference, GenotypeInferrer, type GenotypeTests, type OffspringRisk, summarize } from './disease';
import { checkGenerations, resolveMating, resolveSubject, type Subject } from './focus';
import { type DiseaseReport } from './reports';
import { LIVE, type PedigreeStore } from './store';
import { buildTree, MAX_TREE_DEPTH, treeSlots } from './tree';

/**
 * One DNA test's results over the pedigree: inference is done once here, then trees, pets and test
 * matings are answered quickly. Build a new one after the pedigree or the results change.
 */
export class GeneticTestIndex {
  private readonly inferrer: GenotypeInferrer;

  constructor(
    private readonly store: PedigreeStore,
    tests: GenotypeTests,
  ) {
    this.inferrer = new GenotypeInferrer(store, tests);
  }

  /** A pet's status for this test (tested, or inferred from its relatives). */
  genotype(id: number): GenotypeInference {
    return this.inferrer.inference(this.store.requireSlot(id));
  }

  /** The same pet's status alone (genotype(id).status without building the rest). */
  status(id: number): DiseaseStatus {
    return this.inferrer.status(this.store.requireSlot(id));
  }

  /**
   * The ids of every pet clear by parentage (untested, both parents clear, tested or themselves clear by parentage),
   * in slot order: the pet search's health filter. One pass over the live slots; callers keep the answer with the index.
   */
  clearByParentage(): Int32Array {
    const { store } = this;
    const ids: number[] = [];
    for (let slot = 0; slot < store.count; slot++) {
      if ((store.flags[slot] & LIVE) === 0 || store.isPlaceholder(slot)) continue;
      if (this.inferrer.status(slot) === 'clear-by-parentage') ids.push(store.extId[slot]);
    }
    return Int32Array.from(ids);
  }

  /**
   * Call before writing pet `id` (new parents, or removal): true when this index stays valid after the write
   * (the pet is untested and has no tested descendant; a pet not in the pedigree yet is always fine), false
   * when it must be rebuilt.
   */
  beforeChange(id: number): boolean {
    const slot = this.store.slotOf(id);
    return slot < 0 || this.inferrer.forget(slot);
  }

  /**
   * The genotypes still possible for a store slot, as bits (N/N 1, N/M 2, M/M 4; 7 for an unknown pet, -1): what
   * RISK_BY_MASKS reads. Slots come from the same store, unchecked.
   */
  maskOfSlot(slot: number): number {
    return this.inferrer.possibleMask(slot);
  }

  /** Expected genotypes of the offspring of a test mating. */
  offspring(sire: number, dam: number): OffspringRisk {
    const m = resolveMating(this.store, sire, dam);
    return this.inferrer.offspring(m.sire, m.dam);
  }

  /** Status of every pet of the subject's tree (depth 1..10) and the expected offspring. */
  report(subject: Subject, depth = 5): DiseaseReport {
    checkGenerations(depth, MAX_TREE_DEPTH);
    const focus = resolveSubject(this.store, subject);
    const tree = buildTree(this.store, focus, depth);
    const slots = treeSlots(this.store, focus, depth);
    const status: DiseaseReport['status'] = [];
    const ancestors: GenotypeInference[] = [];
    const seen = new Set<number>();
    for (let i = 0; i < slots.length; i++) {
      const x = slots[i];
      if (x < 0) {
        status.push(null);
        continue;
      }
      const inference = this.inferrer.inference(x);
      status.push(inference.status);
      if (i > 0 && !seen.has(x)) {
        seen.add(x);
        ancestors.push(inference);
      }
    }
    return {
      tree,
      status,
      subject: focus.slot >= 0 ? this.inferrer.inference(focus.slot) : null,
      ancestors,
      summary: summarize(ancestors.map((a) => a.status)),
      offspring: this.inferrer.offspring(focus.sire, focus.dam),
    };
  }
}
