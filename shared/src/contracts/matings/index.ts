/**
 * Breeding contracts: matings (the form, the page, the stud owner's answer, publication), the announcement lists,
 * inquiries, and litters with their puppies. Visibility: a published mating the stud owner did not decline, and a
 * published litter, are public; drafts, hidden and declined ones are seen by the member who recorded them, the stud
 * owner (matings) and moderators. Dogs the caller may not see are null in every answer.
 */
export * from './endpoints';
export * from './parts';
export * from './matings';
export * from './lists';
export * from './inquiries';
export * from './litters';
export * from './litter-photos';
