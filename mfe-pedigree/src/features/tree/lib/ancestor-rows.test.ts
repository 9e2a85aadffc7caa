import { describe, expect, it } from 'vitest';
import { SLOT_HIDDEN } from '@bc/shared/contracts';
import { halfSiblingTree } from '../../../testing/fixtures';
import { ancestorList, formatGenerations, sortAncestors } from './ancestor-rows';

describe('ancestorList', () => {
  it('lists each ancestor once with its generations, appearances and the API’s contribution', () => {
    const { rows, hidden } = ancestorList(halfSiblingTree(3));
    expect(hidden).toBe(0);
    // the dog itself is not its own ancestor
    expect(rows.some((row) => row.dog.id === 101)).toBe(false);
    const ids = rows.map((row) => row.dog.id);
    expect(new Set(ids).size).toBe(ids.length);
    const roy = rows.find((row) => row.dog.id === 104)!;
    expect(roy).toMatchObject({ generations: [2], appearances: 2, contribution: 0.125, firstSlot: 3 });
    // Roy's parents appear twice each, in generation 3; they are not common ancestors in the API's answer
    const royParents = rows.filter((row) => row.firstSlot === 7 || row.firstSlot === 8);
    expect(royParents.map((row) => [row.generations, row.appearances, row.contribution])).toEqual([
      [[3], 2, null],
      [[3], 2, null],
    ]);
    const sire = rows.find((row) => row.firstSlot === 1)!;
    expect(sire).toMatchObject({ generations: [1], appearances: 1, contribution: null });
    // every known place of the tree is counted once
    const places = halfSiblingTree(3).slots.filter((id, slot) => slot > 0 && id > 0).length;
    expect(rows.reduce((sum, row) => sum + row.appearances, 0)).toBe(places);
  });

  it('counts a dog in several generations once, with each generation', () => {
    const tree = halfSiblingTree(3);
    // the sire (102) also stands as the dam's sire's place: generations 1 and 2
    tree.slots[5] = 102;
    const row = ancestorList(tree).rows.find((item) => item.dog.id === 102)!;
    expect(row.generations).toEqual([1, 2]);
    expect(row.appearances).toBe(2);
  });

  it('counts hidden places without listing them', () => {
    const tree = halfSiblingTree(3);
    tree.slots[6] = SLOT_HIDDEN;
    const { rows, hidden } = ancestorList(tree);
    expect(hidden).toBe(1);
    expect(rows.every((row) => row.firstSlot !== 6)).toBe(true);
  });

  it('sorts by appearances, contribution and name, ties in the chart’s order', () => {
    const { rows } = ancestorList(halfSiblingTree(3));
    expect(sortAncestors(rows, 'generation', 'en').map((row) => row.firstSlot)).toEqual([...rows].map((row) => row.firstSlot).sort((a, b) => a - b));
    const byAppearances = sortAncestors(rows, 'appearances', 'en');
    expect(byAppearances.slice(0, 3).map((row) => row.firstSlot)).toEqual([3, 7, 8]);
    expect(sortAncestors(rows, 'contribution', 'en')[0].dog.id).toBe(104);
    const names = sortAncestors(rows, 'name', 'en').map((row) => row.dog.registeredName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('formatGenerations', () => {
  it('writes runs of three or more as a range', () => {
    expect(formatGenerations([2])).toBe('2');
    expect(formatGenerations([5, 4])).toBe('4, 5');
    expect(formatGenerations([3, 4, 5, 7, 9, 10])).toBe('3–5, 7, 9, 10');
    expect(formatGenerations([])).toBe('');
  });
});
