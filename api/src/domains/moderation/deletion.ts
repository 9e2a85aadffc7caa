import type { DeletePetBody } from '@bc/shared/contracts';
import { type HttpError, notFound } from '../../lib/http-error';
import type { Viewer } from '../../lib/viewer';
import { releaseLogged } from '../files/detach';
import type { Data } from '../data';
import type { PetRecords } from '../pets/writes';
import type { ActionRow } from './data/actions';
import type { DeletionBlockers } from './data/deletions';
import type { ModerationDeps } from './deps';
import type { ModerationMail } from './mail';
import { ownSubmission } from './rules';

/** Why a dog may not be deleted (null: it may): a parent of a dog, a mating or a litter, or a dog with bought reports. */
export function deletionProblem(name: string, blockers: DeletionBlockers): { message: string; code: string } | null {
  if (blockers.offspring > 0) {
    return { code: 'has_offspring', message: `${name} is a parent of ${blockers.offspring} dog(s): merge it into another record of the same dog instead` };
  }
  if (blockers.breeding > 0) {
    return { code: 'has_breeding', message: `${name} is a parent in ${blockers.breeding} mating(s) or litter(s): hide them, or merge the dog into another record` };
  }
  if (blockers.reports > 0) return { code: 'has_reports', message: `${name} has ${blockers.reports} bought report(s): hide it instead` };
  return null;
}

/**
 * A moderator deletes a dog that should not exist (spam, a test entry): a record without offspring, matings, litters
 * or bought reports, with its photos, documents, results, registrations, likes, notes and attachment requests. The
 * audit entry keeps what the dog was (its name names the entry in the log); it cannot be undone. The pets service's
 * transaction tells the pedigree engine and the search index; the stored files are released and the owner told after
 * the commit.
 */
export function petDeletionOperations(deps: ModerationDeps, mail: ModerationMail, refuse: { own: (message: string) => HttpError; conflict: (message: string, code: string) => HttpError }) {
  const { pets, now } = deps;
  return {
    async deletePet(id: number, body: DeletePetBody, viewer: Viewer): Promise<ActionRow> {
      const note = body.note.trim();
      const done = await pets.inTransaction(viewer, async (tx: Data, records: PetRecords) => {
        await tx.moderationActions.lockRecord('pet', id);
        const pet = await tx.pets.lockById(id);
        if (!pet) throw notFound(`params/id pet ${id} does not exist`, 'id');
        const own = ownSubmission(viewer.id, { kind: 'pet', createdBy: pet.createdBy, ownerUserId: pet.ownerUserId });
        if (own) throw refuse.own(own);
        const problem = deletionProblem(pet.registeredName, await tx.petDeletions.blockers(id));
        if (problem) throw refuse.conflict(problem.message, problem.code);
        const uploads = await tx.petDeletions.uploads(id);
        const row = await tx.moderationActions.insert({
          moderatorId: viewer.id, action: 'delete-pet', recordKind: 'pet', recordId: id, reason: body.reason, note,
          before: {
            registeredName: pet.registeredName, sex: pet.sex, birthDate: pet.birthDate, microchip: pet.microchip, publishStatus: pet.publishStatus,
            ownerUserId: pet.ownerUserId, createdBy: pet.createdBy, photos: uploads.length,
          },
          after: { deleted: true },
          createdAt: now(),
        });
        await records.remove([id]);
        return { row, uploads, ownerId: pet.ownerUserId ?? pet.createdBy, name: pet.registeredName };
      });
      await releaseLogged(deps.uploads, done.uploads, deps.log, 'a deleted dog’s stored file not removed');
      await mail.petDeleted(done.ownerId, { registeredName: done.name }, { reason: body.reason, note });
      return done.row;
    },
  };
}
