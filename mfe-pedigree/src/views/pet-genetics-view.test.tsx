import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, type ApiRoute } from '@bc/shared/testing';
import GeneticsPage from '../pages/genetics-page';
import { halfSiblingTree, healthSets, petDetail, petDiseases } from '../testing/fixtures';
import { renderTab } from '../testing/render-tab';

afterEach(() => vi.unstubAllGlobals());

function mockGenetics(id: number, pet: ApiRoute = { body: petDetail(id) }) {
  return mockApi({
    [`GET /api/pets/${id}`]: pet,
    'GET /api/dictionaries/health': { body: { items: healthSets } },
    ...Object.fromEntries(
      [3, 4, 5, 6, 7, 8, 9, 10].map((n) => [`GET /api/pets/tree/${id}/${n}`, { body: { ...halfSiblingTree(n, n), subject: { kind: 'pet', id } } }]),
    ),
    [`GET /api/pets/all-trees-diseases/${id}/0/0`]: (request) => ({ body: petDiseases(Number(request.query.get('depth') ?? 10)) }),
  });
}

const row = (code: string) => document.querySelector<HTMLElement>(`[data-test-code="${code}"]`)!;
const cell = (code: string, selector: string) => row(code).querySelector(selector)?.textContent;

describe('genetics tab', () => {
  it('shows the COI and the common ancestors, whose contributions add up to it', async () => {
    const api = mockGenetics(201);
    await renderTab(<GeneticsPage />, 'genetics', '/en/pets/201/genetics');

    expect((await screen.findByTestId('coi-value')).textContent).toBe('12.50%');
    expect(screen.getByTestId('coi').textContent).toContain('COI, 10 gen.');
    const table = screen.getByTestId('common-ancestors');
    const roy = within(table).getByRole('link', { name: 'Craigside Roy' });
    expect(roy.getAttribute('href')).toBe('/en/pets/104');
    const cells = [...roy.closest('tr')!.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells).toEqual(['1Craigside Roy', '1', '2', '2', '0.00%', '12.50%']);
    const total = screen.getByTestId('common-ancestors-total');
    expect(total.textContent).toContain('Total: COI over 10 generations');
    expect(within(total).getByText('12.50%').textContent).toBe(screen.getByTestId('coi-value').textContent);

    // completeness per generation, for the COI over 10 generations and for the whole-pedigree COI
    const chart = screen.getByTestId('completeness-chart');
    expect(within(chart).getAllByRole('meter')).toHaveLength(10);
    expect(within(chart).getByRole('meter', { name: 'Generation 3: 5 of 8 ancestors known' })).toBeTruthy();
    expect(screen.getByTestId('completeness-full').textContent).toContain('Ancestors known back to generation 3');
    expect(screen.getByTestId('coi-full').textContent).toContain('Ancestors known back to gen. 3');

    expect(api.calls.map((call) => call.path + (call.query.size ? `?${call.query}` : ''))).toEqual([
      '/api/pets/tree/201/10?generations=10&locale=en',
      '/api/pets/all-trees-diseases/201/0/0?depth=10&locale=en',
      '/api/pets/201',
      '/api/dictionaries/health',
    ]);
  });

  it('titles its sections one level under the page\'s heading (h2), skipping none', async () => {
    mockGenetics(201);
    await renderTab(<GeneticsPage />, 'genetics', '/en/pets/201/genetics');
    const view = await screen.findByTestId('genetics-view');
    await screen.findByTestId('common-ancestors');
    const levels = within(view).getAllByRole('heading').map((heading) => heading.tagName);
    expect(levels.length).toBeGreaterThanOrEqual(4);
    expect(new Set(levels)).toEqual(new Set(['H2']));
  });

  it('shows counts and expected probabilities per DNA test, and lists the ancestors on demand', async () => {
    mockGenetics(202);
    await renderTab(<GeneticsPage />, 'genetics', '/en/pets/202/genetics');
    await screen.findByTestId('disease-table');

    expect(cell('CEA', '[data-count="affected"]')).toBe('0');
    expect(cell('CEA', '[data-count="carriers"]')).toBe('3');
    expect(cell('CEA', '[data-count="clear"]')).toBe('2');
    expect(cell('CEA', '[data-count="unknown"]')).toBe('3');
    expect(cell('CEA', '[data-genotype="N/N"]')).toBe('50%');
    expect(cell('CEA', '[data-genotype="N/M"]')).toBe('50%');
    expect(cell('CEA', '[data-genotype="M/M"]')).toBe('0%');
    expect(within(row('CEA')).getByText('Unknown')).toBeTruthy();
    // the dog's own status inferred from its parents
    expect(within(row('TNS')).getByText('Clear by parentage')).toBeTruthy();
    expect(within(row('TNS')).getByText('inferred')).toBeTruthy();
    expect(cell('TNS', '[data-genotype="N/N"]')).toBe('100%');

    expect(screen.queryByTestId('ancestors-CEA')).toBeNull();
    fireEvent.click(within(row('CEA')).getByRole('button', { name: /Ancestors \(8\)/ }));
    const list = await screen.findByTestId('ancestors-CEA');
    const names = within(list).getAllByRole('link').map((link) => link.textContent);
    // the most worrying first
    expect(names.slice(0, 3)).toEqual(['Glenmore Fern', 'Craigside Roy', 'Glenmore Nell']);
    expect(within(list).getByText('Obligate carrier')).toBeTruthy();
    expect(within(list).getAllByText('tested N/M')).toHaveLength(2);
  });

  it('recomputes over the chosen number of generations', async () => {
    const api = mockGenetics(203);
    await renderTab(<GeneticsPage />, 'genetics', '/en/pets/203/genetics?generations=4');
    await screen.findByTestId('coi-value');
    expect(screen.getByTestId('coi').textContent).toContain('COI, 4 gen.');

    fireEvent.click(screen.getByLabelText('7'));
    await waitFor(() => expect(screen.getByTestId('coi').textContent).toContain('COI, 7 gen.'));
    expect(screen.getByTestId('location').textContent).toBe('/en/pets/203/genetics?generations=7');
    expect(api.calls.filter((call) => call.path !== '/api/dictionaries/health').map((call) => `${call.path}?${call.query}`)).toEqual([
      '/api/pets/tree/203/4?generations=4&locale=en',
      '/api/pets/all-trees-diseases/203/0/0?depth=4&locale=en',
      '/api/pets/203?',
      '/api/pets/tree/203/7?generations=7&locale=en',
      '/api/pets/all-trees-diseases/203/0/0?depth=7&locale=en',
    ]);
  });

  it('names no ancestor the viewer may not see, but still counts its contribution', async () => {
    const tree = { ...halfSiblingTree(10, 10), subject: { kind: 'pet' as const, id: 205 } };
    tree.commonAncestors = [
      { ...tree.commonAncestors[0], contribution: 0.1 },
      { ...tree.commonAncestors[0], id: null, registeredName: null, hidden: true, contribution: 0.025, repeat: null },
    ];
    mockApi({
      'GET /api/pets/tree/205/10': { body: tree },
      'GET /api/pets/all-trees-diseases/205/0/0': { body: petDiseases() },
    });
    await renderTab(<GeneticsPage />, 'genetics', '/en/pets/205/genetics');
    const table = await screen.findByTestId('common-ancestors');
    expect(within(table).getAllByRole('link')).toHaveLength(1);
    expect(within(table).getByText('Hidden dog')).toBeTruthy();
    expect(screen.getByTestId('common-ancestors-total').lastElementChild?.textContent).toBe('12.50%');
  });

  it("shows the dog's own recorded results beside the inferred statuses", async () => {
    mockGenetics(204);
    await renderTab(<GeneticsPage />, 'genetics', '/en/pets/204/genetics');
    const section = await screen.findByTestId('health-results');
    expect(within(section).getByRole('heading', { name: 'Health results of this dog' })).toBeTruthy();
    const table = await within(section).findByTestId('health-results-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((tr) => within(tr).getByTestId('health-name').textContent)).toEqual([
      'Collie eye anomaly (CEA)',
      'Hips (HD) — FCI',
      'BAER hearing test',
    ]);
    expect(within(rows[0]).getByText('Carrier')).toBeTruthy();
    // TNS is only inferred from the parents: it is in the DNA table, not among the recorded results
    expect(within(table).queryByText(/TNS/)).toBeNull();
    await screen.findByTestId('disease-table');
    expect(within(row('TNS')).getByText('Clear by parentage')).toBeTruthy();
  });

  it('says when the dog has no recorded results', async () => {
    mockGenetics(206, { body: petDetail(206, { health: [], dna: [] }) });
    await renderTab(<GeneticsPage />, 'genetics', '/en/pets/206/genetics');
    expect((await screen.findByTestId('health-results-empty')).textContent).toBe('No health results have been recorded for this dog.');
  });

  it('offers a retry when the results fail to load, and keeps the rest of the tab', async () => {
    let fail = true;
    const api = mockGenetics(207, () => (fail ? apiError(500, 'Internal Server Error') : { body: petDetail(207) }));
    await renderTab(<GeneticsPage />, 'genetics', '/en/pets/207/genetics');
    const error = await screen.findByTestId('health-error');
    expect(screen.getByTestId('coi-value').textContent).toBe('12.50%');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('health-results-table');
    expect(api.calls.filter((call) => call.path === '/api/pets/207')).toHaveLength(2);
  });
});
