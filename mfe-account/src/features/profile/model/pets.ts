import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@bc/shared';
import type { UserPetsResponse } from '@bc/shared/contracts';
import { getMemberPets, type MemberPetsQuery, type PetRole } from '../api/get-member-pets';
import { profileLoaded } from './profile';

export const PETS_PAGE_SIZE = 12;

export type ListStatus = 'loading' | 'ready' | 'failed';

/** One paginated list of a member's pets (bred or owned): loads page 1 with the profile, then on demand. */
function createPetList(role: PetRole) {
  const pageChanged = createEvent<number>();
  const fetchFx = createEffect<MemberPetsQuery, UserPetsResponse, ApiError>(getMemberPets);

  /** The member whose pets these are (0 until the profile has loaded). */
  const $userId = createStore(0).on(profileLoaded, (_, profile) => profile.id);
  const $request = createStore<MemberPetsQuery | null>(null).on(fetchFx, (_, query) => query);
  const $page = createStore<UserPetsResponse | null>(null).on(profileLoaded, () => null);
  const $status = createStore<ListStatus>('loading').on(fetchFx, () => 'loading');

  const answered = sample({
    clock: fetchFx.finally,
    source: $request,
    filter: (request, { params }) => request === params,
    fn: (_, answer) => answer,
  });
  sample({
    clock: answered,
    filter: (answer) => answer.status === 'done',
    fn: (answer) => (answer.status === 'done' ? answer.result : null),
    target: $page,
  });
  sample({ clock: answered, fn: (answer) => (answer.status === 'done' ? 'ready' : 'failed'), target: $status });

  sample({
    clock: profileLoaded,
    fn: (profile): MemberPetsQuery => ({ userId: profile.id, role, page: 1, limit: PETS_PAGE_SIZE }),
    target: fetchFx,
  });
  sample({
    clock: pageChanged,
    source: $userId,
    filter: (userId) => userId > 0,
    fn: (userId, page): MemberPetsQuery => ({ userId, role, page, limit: PETS_PAGE_SIZE }),
    target: fetchFx,
  });

  return { pageChanged, fetchFx, $page, $status };
}

export const bredPets = createPetList('breeder');
export const ownedPets = createPetList('owner');
export type PetList = typeof bredPets;
