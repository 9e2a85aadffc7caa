/** Pets as every remote shows them: the calls several remotes make, and the presentational pet module. */
export { getPet } from './api/get-pet';
export { getPetShort } from './api/get-pet-short';
export { dateText, ageText, yearOf } from './lib/dates';
export { fullName, personKind, type PersonKind } from './lib/names';
export { nameOf, optionsOf } from './lib/dictionary';
export { PetDetailsProvider, usePetDetails } from './lib/use-pet-details';
export { StatusBadge } from './ui/status-badge';
export { PersonText } from './ui/person-text';
export { PetPhoto } from './ui/pet-photo';
export { PetCard } from './ui/pet-card';
export { PetRow } from './ui/pet-row';
export { PetListSkeleton } from './ui/pet-list-skeleton';
export { AnnouncementRow } from './ui/announcement-row';
