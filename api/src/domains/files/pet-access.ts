import { forbidden, notFound } from '../../lib/http-error';
import type { Viewer } from '../../lib/viewer';
import { canEdit, canSee } from '../pets/access';
import type { Data } from '../data';

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
