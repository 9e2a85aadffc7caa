import type { MergePetsBody } from '@bc/shared/contracts';
import { HttpError, notFound } from '../../lib/http-error';
import type { Viewer } from '../../lib/viewer';
import type { Data } from '../data';
import type { PetRecords } from '../pets/writes';
import type { PetRow } from '../pets/data/pets';
import type { ActionRow, ListedAction } from './data/actions';
import { type DroppedRows, type MovedRows, revived } from './data/merges';
import type { ModerationDeps } from './deps';
import { isAncestor, mergeFill, mergeProblem, ownSubmission, unmergeProblem } from './rules';

/** What a merge's audit entry keeps: `before` the duplicate whole and what went with it, `after` what moved and filled. */
interface MergeBefore {
  duplicate: Record<string, unknown>;
  /** The survivor's filled fields as they were. */
  survivor: Record<string, unknown>;
  dropped: DroppedRows;
}
interface MergeAfter {
  survivorId: number;
  duplicateId: number;
  duplicateName: string;
  filled: string[];
  moved: MovedRows;
  unmainedPhotos: number[];
  /** The survivor's version once merged: an undo needs it unchanged. */
  survivorVersion: number;
}

const refusal = (status: number, message: string, data: Record<string, unknown>) => new HttpError(status, message, data);
const kept = (row: object) => JSON.parse(JSON.stringify(row)) as Record<string, unknown>;

/**
 * Merging two records of one dog and undoing it, each in one transaction of the pets' write queue (the pedigree
 * engine checks every offspring that changes parent, and hears of the change after the commit, here and on the other
 * API instances; the search index and read caches drop both dogs).
 */
export function petMergeOperations(deps: ModerationDeps, entry: { own: (message: string) => HttpError; conflict: (message: string, code: string) => HttpError }) {
  const { pets, pedigree, now } = deps;
  /**
   * After the commit (the engine knows the new pedigree): the stored puppies' COI of every mating and litter whose
   * parents are these dogs or descend from them. The decision stands if this fails (it is logged; the next save of
   * the announcement writes its COI again).
   */
  const recomputeCoi = (roots: number[]) =>
    deps.matings.recomputeStoredCoi(roots).catch((error: unknown) => deps.log.error({ err: error, roots }, 'stored COI of matings and litters not recomputed after a merge'));
  const parentsOf = (id: number) => {
    const engine = pedigree.engine;
    if (!engine.has(id)) return [];
    const { sire, dam } = engine.parents(id);
    return [sire, dam];
  };

  /** The survivor's changes with its search columns recomputed (registrations and microchip may have moved). */
  const searchRefresh = (row: PetRow, changes: Record<string, unknown>) => ({ ...changes, microchip: 'microchip' in changes ? (changes.microchip as string | null) : row.microchip });

  return {
    async merge(body: MergePetsBody, viewer: Viewer): Promise<{ row: ActionRow; owners: (number | null)[]; duplicateName: string; survivor: PetRow }> {
      if (body.survivorId === body.duplicateId) {
        const same = mergeProblem({ id: body.survivorId, sex: 'male' }, { id: body.duplicateId, sex: 'male' }, parentsOf)!;
        throw refusal(same.status, same.message, { field: same.field, code: same.code });
      }
      const result = await pets.inTransaction(viewer, async (tx: Data, records: PetRecords) => {
        await tx.moderationActions.lockRecord('pet', Math.min(body.survivorId, body.duplicateId));
        await tx.moderationActions.lockRecord('pet', Math.max(body.survivorId, body.duplicateId));
        const survivor = await tx.pets.lockById(body.survivorId);
        if (!survivor) throw notFound(`body/survivorId pet ${body.survivorId} does not exist`, 'survivorId');
        const duplicate = await tx.pets.lockById(body.duplicateId);
        if (!duplicate) throw notFound(`body/duplicateId pet ${body.duplicateId} does not exist`, 'duplicateId');
        for (const pet of [survivor, duplicate]) {
          const own = ownSubmission(viewer.id, { kind: 'pet', createdBy: pet.createdBy, ownerUserId: pet.ownerUserId });
          if (own) throw entry.own(own);
        }
        const problem = mergeProblem(survivor, duplicate, parentsOf);
        if (problem) throw refusal(problem.status, problem.message, { field: problem.field, code: problem.code });
        const differing = (await tx.petMerges.sharedDnaTests(duplicate.id, survivor.id)).filter((test) => test.duplicate !== test.survivor);
        if (differing.length > 0) {
          throw refusal(409, `body/duplicateId has other DNA results than the survivor (${differing.map((t) => t.testId).join(', ')}): correct one of them first`, {
            field: 'duplicateId', code: 'dna-conflict', tests: differing.map((t) => t.testId),
          });
        }

        const times = await tx.petMerges.exactTimes(duplicate.id);
        const { moved, dropped, unmainedPhotos } = await tx.petMerges.moveRows(duplicate.id, survivor.id);
        const fill = mergeFill(survivor, duplicate);
        // The duplicate's microchip and litter go with it: the survivor may take them.
        const offspring = await tx.petMerges.offspring(duplicate.id);
        await records.remove([duplicate.id]);
        const merged = await records.update(survivor.id, searchRefresh(survivor, fill.changes));
        for (const child of offspring.asSire) await records.update(child, { sireId: survivor.id });
        for (const child of offspring.asDam) await records.update(child, { damId: survivor.id });

        const before: MergeBefore = { duplicate: { ...kept(duplicate), ...times }, survivor: kept(fill.before), dropped };
        const after: MergeAfter = {
          survivorId: survivor.id, duplicateId: duplicate.id, duplicateName: duplicate.registeredName, filled: fill.filled,
          moved: { ...moved, offspringAsSire: offspring.asSire, offspringAsDam: offspring.asDam }, unmainedPhotos, survivorVersion: merged.version,
        };
        const row = await tx.moderationActions.insert({
          moderatorId: viewer.id, action: 'merge-pets', recordKind: 'pet', recordId: survivor.id, reason: 'duplicate', note: body.note.trim(),
          before: { ...before }, after: { ...after }, createdAt: now(),
        });
        await tx.petMerges.insert(duplicate.id, survivor.id, row.id);
        return { row, owners: [duplicate.ownerUserId ?? duplicate.createdBy], duplicateName: duplicate.registeredName, survivor: merged };
      });
      // The duplicate's offspring, matings and litters are the survivor's now: its descendants cover them all.
      await recomputeCoi([body.survivorId]);
      return result;
    },

    /** Puts the duplicate back with what moved from it (what is still on the survivor), as a new entry naming the merge. */
    async unmerge(target: ListedAction, viewer: Viewer, undoable: (tx: Data, id: number) => Promise<ListedAction>): Promise<ActionRow> {
      const after = target.after as unknown as MergeAfter;
      const before = target.before as unknown as MergeBefore;
      const undone = await pets.inTransaction(viewer, async (tx: Data, records: PetRecords) => {
        await tx.moderationActions.lockRecord('pet', Math.min(after.survivorId, after.duplicateId));
        await tx.moderationActions.lockRecord('pet', Math.max(after.survivorId, after.duplicateId));
        await undoable(tx, target.id);
        const survivor = await tx.pets.lockById(after.survivorId);
        const problem = unmergeProblem(survivor, after.survivorVersion, (await tx.pets.byId(after.duplicateId)) !== undefined);
        if (problem || !survivor) throw entry.conflict(problem ?? 'This decision cannot be undone', 'not_undoable');
        const loop = [...after.moved.offspringAsSire, ...after.moved.offspringAsDam].find((child) =>
          [before.duplicate.sireId, before.duplicate.damId].some((parent) => typeof parent === 'number' && (parent === child || isAncestor(child, parent, parentsOf))));
        if (loop !== undefined) throw entry.conflict('Putting the merged dog back would make a loop in the pedigree; it cannot be undone', 'not_undoable');

        await records.insert(revived<PetRow>(before.duplicate));
        await tx.petMerges.moveBack(after.moved, after.survivorId, after.duplicateId, before.dropped, after.unmainedPhotos);
        for (const child of after.moved.offspringAsSire) {
          if ((await tx.pets.byId(child))?.sireId === survivor.id) await records.update(child, { sireId: after.duplicateId });
        }
        for (const child of after.moved.offspringAsDam) {
          if ((await tx.pets.byId(child))?.damId === survivor.id) await records.update(child, { damId: after.duplicateId });
        }
        await records.update(survivor.id, searchRefresh(survivor, before.survivor));
        await tx.petMerges.remove(after.duplicateId);
        const row = await tx.moderationActions.insert({
          moderatorId: viewer.id, action: 'unmerge-pets', recordKind: 'pet', recordId: survivor.id, reason: 'duplicate',
          before: { survivorId: survivor.id, mergedInto: survivor.id, duplicateId: after.duplicateId }, after: { ...before.survivor, duplicateId: after.duplicateId },
          undoes: target.id, createdAt: now(),
        });
        await tx.moderationActions.markUndone(target.id, row.id);
        return row;
      });
      await recomputeCoi([after.survivorId, after.duplicateId]);
      return undone;
    },
  };
}
