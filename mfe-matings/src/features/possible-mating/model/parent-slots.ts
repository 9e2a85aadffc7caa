import { combine, createEvent, sample } from 'effector';
import type { ParentRole } from '../lib/pair';
import { createParentSlot, type ChosenPet, type ParentSlot } from './parent-slot';

/** The two sides of the test mating. */
export const parentSlots: Record<ParentRole, ParentSlot> = {
  sire: createParentSlot('sire'),
  dam: createParentSlot('dam'),
};

/** The sire and the dam trade places (the view writes the swapped pair to the URL): known pets move without a fetch. */
export const pairSwapped = createEvent();

const swapping = sample({ clock: pairSwapped, source: { sire: parentSlots.sire.$pet, dam: parentSlots.dam.$pet } });
sample({ clock: swapping, filter: ({ dam }) => dam !== null, fn: ({ dam }) => dam as ChosenPet, target: parentSlots.sire.picked });
sample({ clock: swapping, filter: ({ sire }) => sire !== null, fn: ({ sire }) => sire as ChosenPet, target: parentSlots.dam.picked });

export interface MatingPair {
  sireId: number;
  damId: number;
}

/** The pair to analyse: both sides chosen, each of the right sex; null until then. */
export const $matingPair = combine(
  parentSlots.sire.$pet,
  parentSlots.dam.$pet,
  parentSlots.sire.$wrongSex,
  parentSlots.dam.$wrongSex,
  (sire, dam, sireWrong, damWrong): MatingPair | null =>
    sire && dam && !sireWrong && !damWrong ? { sireId: sire.id, damId: dam.id } : null,
);
