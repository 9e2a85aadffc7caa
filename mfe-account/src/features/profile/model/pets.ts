import { sample } from 'effector';
import { createPagedList } from '@bc/shared/list';
import type { UserPetsResponse } from '@bc/shared/contracts';
import { getMemberPets, type PetRole } from '../api/get-member-pets';
import { profileLoaded } from './profile';

export const PETS_PAGE_SIZE = 12;

/** One paginated list of a member's pets (bred or owned): loads page 1 with the profile, then on demand. */
function createPetList(role: PetRole) {
  const list = createPagedList<{ userId: number; role: PetRole }, UserPetsResponse>({
    fetch: getMemberPets,
    pageSize: PETS_PAGE_SIZE,
    // Another member's list starts from the skeleton, not from the last member's pets.
    subject: ({ userId }) => String(userId),
  });
  sample({ clock: profileLoaded, fn: (profile) => ({ userId: profile.id, role, page: 1 }), target: list.shown });
  return list;
}

export const bredPets = createPetList('breeder');
export const ownedPets = createPetList('owner');
export type PetList = typeof bredPets;
