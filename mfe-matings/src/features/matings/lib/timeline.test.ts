import { describe, expect, it } from 'vitest';
import { timeline } from './timeline';

describe('the status timeline', () => {
  it('marks the steps before the current one done and those after it to come', () => {
    expect(timeline('mated').map((s) => `${s.status}:${s.state}`)).toEqual(['planned:done', 'mated:current', 'confirmed:todo', 'whelped:todo']);
    expect(timeline('whelped').at(-1)).toEqual({ status: 'whelped', state: 'current' });
  });

  it('ends a missed mating after "mated" and a cancelled one after "planned"', () => {
    expect(timeline('missed').map((s) => s.status)).toEqual(['planned', 'mated', 'missed']);
    expect(timeline('cancelled')).toEqual([{ status: 'planned', state: 'done' }, { status: 'cancelled', state: 'stopped' }]);
  });
});
