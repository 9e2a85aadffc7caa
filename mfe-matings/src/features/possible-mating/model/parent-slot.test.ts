import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { PetShort } from '@bc/shared/contracts';
import { apiError, BLACK_FLAME, BLUE_FLAME, BLUE_RHYTHM, deferred, petShort } from '../../../testing/fixtures';
import { createParentSlot, fromNameItem } from './parent-slot';

function setup(getPet: (id: number) => Promise<PetShort>) {
  const slot = createParentSlot('sire');
  const handler = vi.fn(getPet);
  const scope = fork({ handlers: [[slot.getPetFx, handler]] });
  const state = () => ({ status: scope.getState(slot.$status), pet: scope.getState(slot.$pet), wrongSex: scope.getState(slot.$wrongSex) });
  return { slot, scope, handler, state };
}

const known = (id: number) => {
  const item = [BLUE_FLAME, BLACK_FLAME, BLUE_RHYTHM].find((pet) => pet.id === id);
  return item ? Promise.resolve(petShort(item)) : Promise.reject(apiError(404));
};

describe('a parent slot linked to the URL', () => {
  it('fetches the pet the URL names, once, and empties when the URL drops it', async () => {
    const { slot, scope, handler, state } = setup(known);
    await allSettled(slot.linked, { scope, params: BLUE_FLAME.id });
    expect(handler).toHaveBeenCalledWith(BLUE_FLAME.id);
    expect(state()).toEqual({
      status: 'ready',
      pet: { id: 3346, registeredName: 'Amber Coast Blue Flame', callName: 'Max', sex: 'male', birthYear: 2020 },
      wrongSex: false,
    });

    // the same id again (a re-render, back to the same URL) is not fetched again
    await allSettled(slot.linked, { scope, params: BLUE_FLAME.id });
    expect(handler).toHaveBeenCalledTimes(1);

    await allSettled(slot.linked, { scope, params: null });
    expect(state()).toEqual({ status: 'empty', pet: null, wrongSex: false });
  });

  it('does not fetch a pet picked in the list when the URL then names it', async () => {
    const { slot, scope, handler, state } = setup(known);
    await allSettled(slot.picked, { scope, params: fromNameItem(BLUE_RHYTHM) });
    await allSettled(slot.linked, { scope, params: BLUE_RHYTHM.id });
    expect(handler).not.toHaveBeenCalled();
    expect(state().pet?.registeredName).toBe('Amber Coast Blue Rhythm');
    expect(state().status).toBe('ready');
  });

  it('says not-found for an id of no visible pet (404, or 400 from the id check)', async () => {
    const { slot, scope, state } = setup((id) => Promise.reject(apiError(id === 7 ? 404 : 400)));
    await allSettled(slot.linked, { scope, params: 7 });
    expect(state()).toEqual({ status: 'not-found', pet: null, wrongSex: false });
    await allSettled(slot.linked, { scope, params: 8 });
    expect(state().status).toBe('not-found');
  });

  it('says failed on other errors, and a retry fetches the same id again', async () => {
    let fail = true;
    const { slot, scope, handler, state } = setup((id) => (fail ? Promise.reject(apiError(503)) : known(id)));
    await allSettled(slot.linked, { scope, params: BLUE_FLAME.id });
    expect(state().status).toBe('failed');

    fail = false;
    await allSettled(slot.retried, { scope });
    expect(handler).toHaveBeenLastCalledWith(BLUE_FLAME.id);
    expect(handler).toHaveBeenCalledTimes(2);
    expect(state().status).toBe('ready');
    expect(state().pet?.id).toBe(BLUE_FLAME.id);
  });

  it('ignores a stale answer: the slot shows the pet of the newest URL', async () => {
    const answers = new Map([BLUE_FLAME, BLUE_RHYTHM].map((item) => [item.id, deferred<PetShort>()]));
    const { slot, scope, state } = setup((id) => answers.get(id)!.promise);
    const settled = Promise.all([
      allSettled(slot.linked, { scope, params: BLUE_FLAME.id }),
      allSettled(slot.linked, { scope, params: BLUE_RHYTHM.id }),
    ]);
    expect(state()).toEqual({ status: 'loading', pet: null, wrongSex: false });
    // the newer request answers first, the older one last
    answers.get(BLUE_RHYTHM.id)!.resolve(petShort(BLUE_RHYTHM));
    answers.get(BLUE_FLAME.id)!.resolve(petShort(BLUE_FLAME));
    await settled;
    expect(state()).toMatchObject({ status: 'ready', pet: { id: BLUE_RHYTHM.id } });
  });

  it('ignores a late answer after the side was cleared', async () => {
    const late = deferred<PetShort>();
    const { slot, scope, state } = setup(() => late.promise);
    const settled = allSettled(slot.linked, { scope, params: BLUE_FLAME.id });
    // the URL drops the sire while the answer is on its way
    const cleared = allSettled(slot.linked, { scope, params: null });
    late.resolve(petShort(BLUE_FLAME));
    await Promise.all([settled, cleared]);
    expect(state()).toEqual({ status: 'empty', pet: null, wrongSex: false });
  });

  it('flags a pet of the other sex (a reversed or hand-written link)', async () => {
    const { slot, scope, state } = setup(known);
    await allSettled(slot.linked, { scope, params: BLACK_FLAME.id });
    expect(state()).toMatchObject({ status: 'ready', pet: { id: BLACK_FLAME.id, sex: 'female' }, wrongSex: true });
  });
});
