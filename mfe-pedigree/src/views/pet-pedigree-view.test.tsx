import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '@bc/shared/testing';
import { SLOT_HIDDEN } from '@bc/shared/contracts';
import PedigreePage from '../pages/pedigree-page';
import { halfSiblingTree } from '../testing/fixtures';
import { renderTab } from '../testing/render-tab';

afterEach(() => vi.unstubAllGlobals());

const treeRoute = (id: number) => `GET /api/pets/tree/${id}/`;

/** Answers `/api/pets/tree/{id}/{depth}` with the fixture at that depth. */
function mockTree(id = 101) {
  return mockApi({
    ...Object.fromEntries(
      [3, 4, 5, 6, 7, 8, 9, 10].map((depth) => [`${treeRoute(id)}${depth}`, { body: { ...halfSiblingTree(depth), subject: { kind: 'pet', id } } }]),
    ),
  });
}

const box = (slot: number) => document.querySelector<HTMLElement>(`[data-slot="${slot}"]`);

describe('pedigree tab', () => {
  it('draws the tree: a box per known slot, unknown parents muted, the repeated ancestor in one colour', async () => {
    const api = mockTree(101);
    await renderTab(<PedigreePage />, 'pedigree', '/en/pets/101/pedigree?depth=3');

    const viewport = await screen.findByTestId('tree-viewport');
    expect(api.calls.map((call) => call.path)).toEqual(['/api/pets/tree/101/3']);
    expect(viewport.dataset.depth).toBe('3');
    const pets = viewport.querySelectorAll('[data-kind="pet"]');
    expect(pets).toHaveLength(12);
    expect(viewport.querySelectorAll('[data-kind="unknown"]')).toHaveLength(3);
    expect(box(9)?.textContent).toBe('Unknown');

    // Craigside Roy fills slots 3 and 5: same colour, same number, on both sides
    const [sireSide, damSide] = [box(3)!, box(5)!];
    expect(sireSide.dataset.petId).toBe('104');
    expect(damSide.dataset.petId).toBe('104');
    expect(sireSide.style.getPropertyValue('--repeat-color')).toBe('var(--mantine-color-blue-filled)');
    expect(damSide.style.getPropertyValue('--repeat-color')).toBe(sireSide.style.getPropertyValue('--repeat-color'));
    expect(within(sireSide).getByRole('img', { name: 'Repeated ancestor 1' })).toBeTruthy();
    // his parents repeat too, each in its own colour
    expect(box(7)!.style.getPropertyValue('--repeat-color')).toBe(box(11)!.style.getPropertyValue('--repeat-color'));
    expect(box(7)!.style.getPropertyValue('--repeat-color')).not.toBe(sireSide.style.getPropertyValue('--repeat-color'));
    // a dog that appears once is not coloured
    expect(box(4)!.dataset.repeat).toBeUndefined();
    expect(box(4)!.style.getPropertyValue('--repeat-color')).toBe('');

    // the summary above the tree
    expect(screen.getByTestId('coi-value').textContent).toBe('12.50%');
    expect(screen.getByTestId('coi').textContent).toContain('COI, 10 gen.');
    expect(screen.getByTestId('coi-full-value').textContent).toBe('12.50%');
    expect(screen.getByTestId('avk-value').textContent).toBe('72.7%');
  });

  it('refetches with the new depth and keeps it in the URL', async () => {
    const api = mockTree(102);
    await renderTab(<PedigreePage />, 'pedigree', '/en/pets/102/pedigree?depth=3');
    await screen.findByTestId('tree-viewport');

    fireEvent.click(screen.getByLabelText('5'));

    await waitFor(() => expect(screen.getByTestId('tree-viewport').dataset.depth).toBe('5'));
    expect(api.calls.map((call) => call.path)).toEqual(['/api/pets/tree/102/3', '/api/pets/tree/102/5']);
    expect(screen.getByTestId('location').textContent).toBe('/en/pets/102/pedigree?depth=5');
  });

  it('asks for six generations on a desktop when the URL has no depth', async () => {
    const api = mockTree(103);
    await renderTab(<PedigreePage />, 'pedigree', '/en/pets/103/pedigree');
    await screen.findByTestId('tree-viewport');
    expect(api.calls[0].path).toBe('/api/pets/tree/103/6');
  });

  it('opens an ancestor’s pet page on click, and not after a drag', async () => {
    mockTree(104);
    await renderTab(<PedigreePage />, 'pedigree', '/en/pets/104/pedigree?depth=3');
    const viewport = await screen.findByTestId('tree-viewport');
    const fern = box(2)!;
    expect(fern.getAttribute('href')).toBe('/en/pets/103');

    // a drag that ends on a box does not open it
    fireEvent.pointerDown(viewport, { pointerId: 1, button: 0, clientX: 10, clientY: 10, pointerType: 'mouse' });
    fireEvent.pointerMove(viewport, { pointerId: 1, clientX: 80, clientY: 60, pointerType: 'mouse' });
    fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 80, clientY: 60, pointerType: 'mouse' });
    fireEvent.click(fern);
    expect(screen.getByTestId('location').textContent).toBe('/en/pets/104/pedigree?depth=3');

    fireEvent.click(fern);
    expect((await screen.findByTestId('pet-page')).textContent).toBe('pet 103');
    expect(screen.getByTestId('location').textContent).toBe('/en/pets/103');
  });

  it('shows the chosen test’s status on every box, with a legend', async () => {
    mockTree(105);
    await renderTab(<PedigreePage />, 'pedigree', '/en/pets/105/pedigree?depth=3');
    await screen.findByTestId('tree-viewport');
    expect(document.querySelector('[data-kind="pet"] [data-status]')).toBeNull();

    fireEvent.click(screen.getByRole('combobox', { name: 'Health markers' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Collie eye anomaly (CEA)', hidden: true }));

    await waitFor(() => expect(box(3)!.querySelector('[data-status]')?.getAttribute('data-status')).toBe('carrier'));
    expect(box(1)!.querySelector('[data-status]')?.textContent).toBe('Clear');
    expect(box(6)!.querySelector('[data-status]')?.textContent).toBe('Oblig. carrier');
    // no result for this test: unknown
    expect(box(13)!.querySelector('[data-status]')?.getAttribute('data-status')).toBe('unknown');
    expect(box(9)!.querySelector('[data-status]')).toBeNull();
    expect(within(screen.getByTestId('health-legend')).getByText('Clear by parentage')).toBeTruthy();
  });

  it('shows an ancestor the viewer may not see as hidden, without a link or a name', async () => {
    const tree = { ...halfSiblingTree(3), subject: { kind: 'pet' as const, id: 107 } };
    tree.slots[6] = SLOT_HIDDEN;
    mockApi({ 'GET /api/pets/tree/107/3': { body: tree } });
    await renderTab(<PedigreePage />, 'pedigree', '/en/pets/107/pedigree?depth=3');
    await screen.findByTestId('tree-viewport');
    expect(box(6)!.dataset.kind).toBe('hidden');
    expect(box(6)!.textContent).toBe('Hidden dog');
    expect(box(6)!.getAttribute('href')).toBeNull();
    expect(screen.queryByText('Glenmore Nell')).toBeNull();
    // her sire is visible, so her unknown dam is drawn too
    expect(box(13)!.dataset.petId).toBe('109');
    expect(box(14)!.dataset.kind).toBe('unknown');
  });

  it('says so on a 404, and offers a retry on other failures', async () => {
    mockApi({ 'GET /api/pets/tree/999/3': apiError(404, 'Pet not found') });
    await renderTab(<PedigreePage />, 'pedigree', '/en/pets/999/pedigree?depth=3');
    expect((await screen.findByTestId('pedigree-not-found')).textContent).toContain('This dog was not found');
  });

  it('retries after a failure', async () => {
    let fail = true;
    const api = mockApi({
      'GET /api/pets/tree/106/3': () => (fail ? apiError(500, 'Boom') : { body: { ...halfSiblingTree(3), subject: { kind: 'pet', id: 106 } } }),
    });
    await renderTab(<PedigreePage />, 'pedigree', '/en/pets/106/pedigree?depth=3');
    const error = await screen.findByTestId('pedigree-error');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('tree-viewport')).toBeTruthy();
    expect(api.calls).toHaveLength(2);
  });
});
