import { forbidden, notFound } from '../../lib/http-error';
import type { Viewer } from '../../lib/viewer';
import { canEdit, canSee } from '../pets/access';
import type { Data, DataAccess } from '../data';

/** The pet, when the viewer may see it (404 otherwise, so drafts stay unknown). */
export async function visiblePet(data: Data, viewer: Viewer | null, petId: number) {
  const [pet] = await data.pets.access([petId]);
  if (!pet || !canSee(viewer, pet)) throw notFound(`No pet with the id ${petId}`, 'petId');
  return pet;
}

/**
 * The pet, when the viewer may change its photos and documents (owner or moderator: 403 otherwise). Inside a
 * transaction (`lock`), the pet's row stays locked until it ends.
 */
export async function editablePet(data: Data, viewer: Viewer, petId: number, lock = false) {
  const [pet] = lock ? [await data.pets.lockById(petId)] : await data.pets.access([petId]);
  if (!pet || !canSee(viewer, pet)) throw notFound(`No pet with the id ${petId}`, 'petId');
  if (!canEdit(viewer, pet)) throw forbidden("Only the pet's owner or a moderator may change its photos and documents", 'not_owner');
  return pet;
}

/** Runs a change of a pet's photos or documents (`work`) in one transaction, with the pet locked and editable by the viewer. */
export type PetChange = <T>(viewer: Viewer, petId: number, work: (tx: Data) => Promise<T>) => Promise<T>;

/** The change of a pet's files: `changed(petId)` is told once it has committed. */
export const petChange = (data: DataAccess, changed: (petId: number) => void): PetChange =>
  async (viewer, petId, work) => {
    const result = await data.transaction(async (tx) => {
      await editablePet(tx, viewer, petId, true);
      return work(tx);
    });
    changed(petId);
    return result;
  };
