export type { ChosenPet, ParentSlot, SlotStatus } from './parent-slot';
export type { NameItem, SearchStatus } from './name-search';
export type { MatingPair } from './parent-slots';
export { fromNameItem } from './parent-slot';
export { $matingPair, pairSwapped, parentSlots } from './parent-slots';
