import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { BLACK_FLAME, BLUE_FLAME } from '../../../testing/fixtures';
import { fromNameItem } from './parent-slot';
import { $matingPair, pairSwapped, parentSlots } from './parent-slots';

describe('the pair', () => {
  it('is ready for the test mating only with both sides chosen, each of the right sex', async () => {
    const getPet = vi.fn();
    const scope = fork({ handlers: [[parentSlots.sire.getPetFx, getPet], [parentSlots.dam.getPetFx, getPet]] });
    await allSettled(parentSlots.sire.picked, { scope, params: fromNameItem(BLUE_FLAME) });
    expect(scope.getState($matingPair)).toBeNull();
    await allSettled(parentSlots.dam.picked, { scope, params: fromNameItem(BLACK_FLAME) });
    expect(scope.getState($matingPair)).toEqual({ sireId: BLUE_FLAME.id, damId: BLACK_FLAME.id });

    // swapped: each side holds a dog of the wrong sex, so there is nothing to analyse; no pet is fetched again
    await allSettled(pairSwapped, { scope });
    expect(scope.getState(parentSlots.sire.$pet)?.id).toBe(BLACK_FLAME.id);
    expect(scope.getState(parentSlots.dam.$pet)?.id).toBe(BLUE_FLAME.id);
    expect(scope.getState(parentSlots.sire.$wrongSex)).toBe(true);
    expect(scope.getState(parentSlots.dam.$wrongSex)).toBe(true);
    expect(scope.getState($matingPair)).toBeNull();
    await allSettled(parentSlots.sire.linked, { scope, params: BLACK_FLAME.id });
    await allSettled(parentSlots.dam.linked, { scope, params: BLUE_FLAME.id });
    expect(getPet).not.toHaveBeenCalled();

    // and back
    await allSettled(pairSwapped, { scope });
    expect(scope.getState($matingPair)).toEqual({ sireId: BLUE_FLAME.id, damId: BLACK_FLAME.id });
  });

  it('moves a lone pet to the other side', async () => {
    const scope = fork({ handlers: [[parentSlots.dam.getPetFx, vi.fn()]] });
    await allSettled(parentSlots.sire.picked, { scope, params: fromNameItem(BLUE_FLAME) });
    await allSettled(pairSwapped, { scope });
    expect(scope.getState(parentSlots.dam.$pet)?.id).toBe(BLUE_FLAME.id);
    // the sire side empties when the URL drops it
    await allSettled(parentSlots.sire.linked, { scope, params: null });
    expect(scope.getState(parentSlots.sire.$status)).toBe('empty');
  });
});
