import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@bc/shared/testing';
import type { TreeResponse } from '@bc/shared/contracts';
import { halfSiblingTree, treeDog, treeOf } from '../../../testing/fixtures';
import { messages } from '../../../testing/messages';
import { PedigreeChart } from './pedigree-chart';

const render = (tree: TreeResponse) =>
  renderPage(<PedigreeChart tree={tree} depth={tree.depth} onDepthChange={() => {}} />, { url: '/en/pets/101/pedigree', messages: messages('en') });

const item = (slot: number) => document.querySelector<HTMLElement>(`[data-testid="pedigree-tree"] [data-slot="${slot}"]`)!;
const tabStops = () => [...screen.getByRole('tree').querySelectorAll<HTMLElement>('[tabindex]')].filter((el) => el.tabIndex >= 0);
const key = (slot: number, name: string) => fireEvent.keyDown(item(slot), { key: name });

/** Every ancestor known down to `depth` generations (ids 1000 + slot). */
function fullTree(depth: number): TreeResponse {
  const ids = Array.from({ length: 2 ** (depth + 1) - 1 }, (_, slot) => 1000 + slot);
  return { ...halfSiblingTree(3), depth, ...treeOf(ids, (id) => treeDog(id, { registeredName: `Ancestor ${id - 1000}` })), commonAncestors: [] };
}

describe('the pedigree chart as a tree for the keyboard', () => {
  it('is one tab stop, named, with each box a tree item of its generation', async () => {
    await render(halfSiblingTree(3));
    const tree = screen.getByRole('tree', { name: 'Pedigree tree, 3 generations' });
    expect(within(tree).getAllByRole('treeitem')).toHaveLength(15);
    expect(tabStops()).toEqual([item(0)]);
    expect(item(0).getAttribute('aria-level')).toBe('1');
    expect(item(5).getAttribute('aria-level')).toBe('3');
    expect(item(5).getAttribute('aria-posinset')).toBe('1');
    expect(item(6).getAttribute('aria-posinset')).toBe('2');
    expect(item(1).getAttribute('aria-expanded')).toBe('true');
    // an unknown parent has no ancestors to open
    expect(item(9).hasAttribute('aria-expanded')).toBe(false);
  });

  it('moves the focus with the arrows: right to the sire, down to the dam, left back to the child', async () => {
    await render(halfSiblingTree(3));
    item(0).focus();
    key(0, 'ArrowRight');
    expect(document.activeElement).toBe(item(1));
    expect(tabStops()).toEqual([item(1)]);
    key(1, 'ArrowDown');
    expect(document.activeElement).toBe(item(2));
    key(2, 'ArrowRight');
    expect(document.activeElement).toBe(item(5));
    key(5, 'ArrowUp');
    expect(document.activeElement).toBe(item(4));
    key(4, 'ArrowLeft');
    expect(document.activeElement).toBe(item(1));
    key(1, 'Home');
    expect(document.activeElement).toBe(item(0));
    expect(tabStops()).toEqual([item(0)]);
  });

  it('closes and opens a branch with Space, and a closed box hands the tab stop to its descendant', async () => {
    await render(halfSiblingTree(3));
    item(0).focus();
    key(0, 'ArrowRight');
    key(1, 'ArrowRight');
    expect(document.activeElement).toBe(item(3));
    key(3, 'ArrowLeft');
    key(1, ' ');
    expect(item(1).getAttribute('aria-expanded')).toBe('false');
    expect(item(3)).toBeNull();
    expect(item(7)).toBeNull();
    expect(tabStops()).toEqual([item(1)]);
    // Right on a closed box opens it; once more goes to the sire
    key(1, 'ArrowRight');
    expect(item(1).getAttribute('aria-expanded')).toBe('true');
    expect(item(3)).not.toBeNull();
    key(1, 'ArrowRight');
    expect(document.activeElement).toBe(item(3));
  });

  it('starts a deep tree with the dog and four generations, opens a branch by its "+" and all of them by the button', async () => {
    await render(fullTree(7));
    const shown = () => screen.getByRole('tree').querySelectorAll('[role="treeitem"]').length;
    expect(shown()).toBe(31);
    expect(tabStops()).toHaveLength(1);
    // slot 15 (the first box of the fourth generation) is closed: its "+" opens its branch
    expect(item(15).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(document.querySelector('[data-toggle="15"]')!);
    expect(item(15).getAttribute('aria-expanded')).toBe('true');
    expect(item(31)).not.toBeNull();
    expect(shown()).toBe(33);
    fireEvent.click(screen.getByRole('button', { name: 'Open all branches' }));
    expect(shown()).toBe(2 ** 8 - 1);
    expect(tabStops()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close the branches' }));
    expect(shown()).toBe(31);
  });
});

describe('detail that grows with the zoom', () => {
  it('shows names only when zoomed out, and the facts again when zoomed back in', async () => {
    await render(halfSiblingTree(3));
    const canvas = screen.getByRole('tree');
    expect(canvas.dataset.detail).toBe('full');
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    for (let step = 0; step < 3; step++) fireEvent.click(zoomOut);
    await waitFor(() => expect(canvas.dataset.detail).toBe('name'));
    for (let step = 0; step < 3; step++) fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(canvas.dataset.detail).toBe('full'));
  });
});

describe('the ancestor list', () => {
  it('lists each ancestor once with its generations, appearances and COI share, and sorts by a column', async () => {
    await render(halfSiblingTree(3));
    fireEvent.click(screen.getByRole('radio', { name: 'List' }));
    const table = screen.getByTestId('ancestor-table');
    expect(screen.getByTestId('tree-viewport').hidden).toBe(true);
    // 104 (Craigside Roy) fills two places of the second generation and is the common ancestor
    const roy = table.querySelector<HTMLElement>('tr[data-pet-id="104"]')!;
    const cells = [...roy.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells).toEqual(['1Craigside Roy', '2', '2', '12.50%']);
    expect(within(roy).getByRole('link', { name: 'Craigside Roy' }).getAttribute('href')).toBe('/en/pets/104');
    const rows = () => [...table.querySelectorAll<HTMLElement>('tbody tr')].map((tr) => tr.dataset.petId);
    expect(rows()).toHaveLength(new Set(rows()).size);
    expect(screen.getByTestId('ancestor-list-count').textContent).toBe(`Ancestors: ${rows().length} · places in 3 generations: 11.`);
    // by appearances: the repeated ones first
    fireEvent.click(within(table).getByRole('button', { name: /Times/ }));
    expect(rows()[0]).toBe('104');
    expect(within(table).getByRole('columnheader', { name: /Times/ }).getAttribute('aria-sort')).toBe('descending');
    expect(table.querySelector('tr[data-pet-id="102"] [data-column="contribution"]')?.textContent).toBe('—');
  });
});
