import type { FastifyRequest } from 'fastify';
import type { PublishStatus } from '@bc/shared/contracts';
import type { Visibility } from '../repositories/pets-search';

/** The signed-in caller as far as pets are concerned (null for visitors). */
export interface Viewer {
  id: number;
  isModerator: boolean;
}

export const viewerOf = (request: FastifyRequest): Viewer | null =>
  request.auth ? { id: request.auth.user.id, isModerator: request.auth.user.isModerator } : null;

interface Owned {
  publishStatus: PublishStatus;
  createdBy: number | null;
  ownerUserId: number | null;
  /** The breeding member also sees drafts (not edit): as in the profile lists and the pedigree. */
  breederUserId?: number | null;
}

/** The creator or the owning member. */
export const isOwner = (viewer: Viewer | null, pet: Owned) =>
  viewer !== null && (pet.createdBy === viewer.id || pet.ownerUserId === viewer.id);

/** Published pets for everyone; drafts and hidden pets for their owner, their breeder and moderators. */
export const canSee = (viewer: Viewer | null, pet: Owned) =>
  pet.publishStatus === 'published' ||
  isOwner(viewer, pet) ||
  (viewer !== null && pet.breederUserId === viewer.id) ||
  viewer?.isModerator === true;

/** The owner (creator or owner member) and moderators edit a pet. */
export const canEdit = (viewer: Viewer | null, pet: Owned) => isOwner(viewer, pet) || viewer?.isModerator === true;

/** What a list shows the viewer: published, plus their own (created, owned, bred); moderators asking for `all`: everything. */
export function visibilityFor(viewer: Viewer | null, all = false): Visibility {
  if (viewer === null) return { kind: 'published' };
  if (all && viewer.isModerator) return { kind: 'all' };
  return { kind: 'own', userId: viewer.id };
}
