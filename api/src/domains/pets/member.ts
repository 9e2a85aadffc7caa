import type { MyPetsQuery, PageOf, PetSummary } from '@bc/shared/contracts';
import { notFound } from '../../lib/http-error';
import type { PageRequest } from '../../lib/paging';
import type { Viewer } from '../../lib/viewer';
import type { DataAccess } from '../data';
import type { Events } from '../events';
import { memberListVisibility, visibilityFor } from './access';
import { myPetsCriteria } from './query';
import type { PetReads } from './reads';

/** A member's likes, notes and own pets, and the lists of pets on members' pages. */
export function memberOperations(data: DataAccess, reads: PetReads, events: Events) {
  return {
    /** Likes the pet, or takes the like back; answers the new state and count, exact however many toggles run at once. */
    async like(id: number, viewer: Viewer) {
      await reads.short(id, viewer);
      const result = await data.transaction(async (tx) => {
        await tx.likes.lockPet(id);
        return tx.likes.toggle(viewer.id, id);
      });
      events.emit('likesChanged', { petId: id });
      return result;
    },

    async saveNote(viewer: Viewer, petId: number, note: string) {
      await reads.short(petId, viewer, 'petId');
      const row = await data.notes.upsert(viewer.id, petId, note.trim());
      return { petId: row.petId, note: row.note, updatedAt: row.updatedAt.toISOString() };
    },

    async deleteNote(viewer: Viewer, petId: number): Promise<void> {
      if (!(await data.notes.delete(viewer.id, petId))) throw notFound('You have no note on this pet', 'id');
    },

    notes: (viewer: Viewer, page: PageRequest) => data.notes.list(viewer.id, visibilityFor(viewer, true), page),

    /** Pets the member created or owns (every status) and pets they bred, each with how it is theirs. */
    myPets: (query: MyPetsQuery, viewer: Viewer) => data.petSearch.memberPets(myPetsCriteria(query, viewer)),

    /** The viewer's liked pets, and their bought reports: only pets they may still see. */
    liked: (viewer: Viewer, page: PageRequest) => data.petSummaries.likedBy(viewer.id, visibilityFor(viewer, true), page),

    reports: (viewer: Viewer, page: PageRequest) => data.petSummaries.reportsOf(viewer.id, visibilityFor(viewer, true), page),

    /** A member's bred or owned pets; drafts and hidden pets only for their owners (creator, owner member) and moderators. */
    /**
     * The ids of a member's bred and/or owned pets the viewer may see (newest born first), at most `limit`, and how
     * many there are: what an export of the member's dogs reads. To the member, the pets they created are theirs too
     * (as on their own list). 404 for a member who does not exist.
     */
    async memberPetIds(roles: readonly ('breeder' | 'owner')[], userId: number, viewer: Viewer | null, limit: number): Promise<{ ids: number[]; total: number }> {
      if (!(await data.users.byId(userId))) throw notFound('User not found', 'id');
      return data.petSummaries.idsByPerson(roles, userId, memberListVisibility(viewer, userId), limit, viewer?.id === userId);
    },

    async memberPets(role: 'breeder' | 'owner', userId: number, viewer: Viewer | null, page: PageRequest): Promise<PageOf<PetSummary>> {
      if (!(await data.users.byId(userId))) throw notFound('User not found', 'id');
      return data.petSummaries.byPerson(role, userId, memberListVisibility(viewer, userId), page);
    },
  };
}
