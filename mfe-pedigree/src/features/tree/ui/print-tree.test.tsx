import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@bc/shared/testing';
import type { TreeResponse } from '@bc/shared/contracts';
import { halfSiblingTree, treeDog, treeOf } from '../../../testing/fixtures';
import { messages } from '../../../testing/messages';
import { PedigreeChart } from './pedigree-chart';

/** A tree with every ancestor known down to `depth` generations (ids 1000 + slot). */
function fullTree(depth: number): TreeResponse {
  const base = halfSiblingTree(3);
  const ids = Array.from({ length: 2 ** (depth + 1) - 1 }, (_, slot) => 1000 + slot);
  return { ...base, depth, ...treeOf(ids, (id) => treeDog(id, { registeredName: `Ancestor ${id - 1000}` })), commonAncestors: [] };
}

const render = (tree: TreeResponse) =>
  renderPage(<PedigreeChart tree={tree} depth={tree.depth} onDepthChange={() => {}} />, { url: '/en/pets/1/pedigree', messages: messages('en') });

const printed = () => screen.getByTestId('print-tree');
const printedSlots = () => [...printed().querySelectorAll<HTMLElement>('[data-slot]')].map((box) => Number(box.dataset.slot));

describe('print layout of the tree', () => {
  it('prints five generations of ancestors of a deep tree, with names, and says how many of how many', async () => {
    await render(fullTree(8));
    expect(printed().dataset.depth).toBe('5');
    // the parents (slots 1, 2) to the fifth generation (slots 31–62): the dog is the caption
    expect(printedSlots()).toEqual(Array.from({ length: 62 }, (_, k) => k + 1));
    expect(within(printed()).getByText('Ancestor 62')).toBeTruthy();
    expect(printed().querySelector('[data-slot="31"]')?.getAttribute('data-tier')).toBe('compact');
    expect(printed().querySelector('[data-slot="1"]')?.getAttribute('data-tier')).toBe('full');
    expect(printed().textContent).toContain('Ancestor 0 · COI, 10 gen.: 12.50% · COI, whole pedigree: 12.50%');
    expect(printed().textContent).toContain('This printout shows 5 of 8 generations');
    // placed in percentages of the sheet, not in screen pixels
    expect((printed().querySelector('[data-slot="1"]') as HTMLElement).style.left).toBe('0%');
    // the interactive chart starts with the dog and four generations, and opens to every generation
    const pets = () => screen.getByTestId('tree-viewport').querySelectorAll('[data-kind="pet"]');
    expect(pets()).toHaveLength(2 ** 5 - 1);
    fireEvent.click(screen.getByRole('button', { name: 'Open all branches' }));
    expect(pets()).toHaveLength(2 ** 9 - 1);
    // the printout is the same whatever the chart shows
    expect(printedSlots()).toEqual(Array.from({ length: 62 }, (_, k) => k + 1));
  });

  it('prints a small tree whole, without the note, and prints on A4 landscape while shown', async () => {
    const view = await render(halfSiblingTree(3));
    expect(printed().dataset.depth).toBe('3');
    expect(printed().textContent).not.toContain('This printout shows');
    expect(within(printed()).getAllByText('Craigside Roy')).toHaveLength(2);
    expect(within(printed()).getAllByText('Unknown').length).toBeGreaterThan(0);
    const page = document.head.querySelector('style[data-pedigree-print]');
    expect(page?.textContent).toContain('size: A4 landscape');
    view.unmount();
    expect(document.head.querySelector('style[data-pedigree-print]')).toBeNull();
  });
});
