/**
 * Breeding logic, pure (no HTTP, no SQL), called by the matings domain: the calendar of a mating and a litter
 * (expected whelping, go-home date, how long an announcement is listed), the integrity rules a write is refused by,
 * the club-style rules a pair is warned about, and the mating's status and the stud owner's answer.
 */
export * from './dates';
export * from './integrity';
export * from './rules';
export * from './status';
