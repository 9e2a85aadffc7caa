import { petDisplayName, type PetPerson } from '../../contracts';

/** The registered name with the kennel prefix, unless the name already carries it. */
export const fullName = petDisplayName;

export type PersonKind = 'member' | 'name' | 'former' | 'none';

/** How a breeder or owner is shown: a member (link to the profile), a plain name, a former member, or nobody. */
export function personKind(person: PetPerson | null | undefined): PersonKind {
  if (!person) return 'none';
  if (person.formerMember) return 'former';
  if (person.userId !== null && person.nickname) return 'member';
  return person.name ? 'name' : 'none';
}
