import type { PublishStatus } from '@bc/shared/contracts';
import type { Viewer } from '../../lib/viewer';
import type { Visibility } from './data/visibility';

interface Owned {
  publishStatus: PublishStatus;
  createdBy: number | null;
  ownerUserId: number | null;
}

/**
 * The owners of a record: the member who created it (and edits it) and the member named as its owner. The breeder
 * named on a pet is not one: a breeder sees another member's draft or hidden pet no more than anyone else does.
 */
export const isOwner = (viewer: Viewer | null, pet: Owned) =>
  viewer !== null && (pet.createdBy === viewer.id || pet.ownerUserId === viewer.id);

/** Published pets for everyone; drafts and hidden pets (with the reason) for their owners and moderators. */
export const canSee = (viewer: Viewer | null, pet: Owned) =>
  pet.publishStatus === 'published' || isOwner(viewer, pet) || viewer?.isModerator === true;

/** The owner (creator or owner member) and moderators edit a pet. */
export const canEdit = (viewer: Viewer | null, pet: Owned) => isOwner(viewer, pet) || viewer?.isModerator === true;

/** What a list shows the viewer: published, plus their own (created or owned); moderators asking for `all`: everything. */
export function visibilityFor(viewer: Viewer | null, all = false): Visibility {
  if (viewer === null) return { kind: 'published' };
  if (all && viewer.isModerator) return { kind: 'all' };
  return { kind: 'own', userId: viewer.id };
}

/**
 * What a list of one member's pets (bred, owned) shows the viewer: everything to moderators; to the member,
 * published pets and their own; to anyone else, published pets.
 */
export function memberListVisibility(viewer: Viewer | null, userId: number): Visibility {
  if (viewer?.isModerator) return { kind: 'all' };
  if (viewer?.id === userId) return { kind: 'own', userId: viewer.id };
  return { kind: 'published' };
}
