import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '@bc/shared';
import { matchMediaStub, renderPage, mockApi } from '@bc/shared/testing';
import type { PetSearchItem } from '@bc/shared/contracts';
import { dictionaryRoutes, listItem } from '../../../testing/fixtures';
import { messages } from '../../../testing/messages';
import { PetsSearchView } from './pets-search-view';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const found = (id: number, extra: Partial<PetSearchItem> = {}): PetSearchItem => ({ ...listItem(id), coi: null, health: [], ...extra });
const page = (total: number, items = [found(1), found(2)]) => ({ body: { items, total, page: 1, limit: 20 } });
const clearCookie = (name: string) => (document.cookie = `${name}=; Max-Age=0; Path=/`);
const render = (url: string) =>
  renderPage(
    <>
      <PetsSearchView />
      <Location />
    </>,
    { url, messages: messages('en') },
  );

/** A desktop-wide screen (the filters beside the results) or a phone (filters behind a button). */
const screenWidth = (wide: boolean) => vi.stubGlobal('matchMedia', matchMediaStub(wide));

beforeEach(() => {
  screenWidth(true);
  clearCookie('view');
  clearCookie('bc-more-filters');
});
afterEach(() => vi.unstubAllGlobals());

describe('pet search', () => {
  // The URL's health filter opens 'more filters': a heavier first render.
  it('searches with the filters of the URL and shows the count and the pets', { timeout: 40_000 }, async () => {
    const api = mockApi({ ...dictionaryRoutes, 'GET /api/pets': page(42) });
    await render('/en/pets?q=cap&sex=female&color=black-white&color=red-white&health=dna%3Acea%3AN%2FN&page=2');
    expect(await screen.findByText('Found: 42', {}, { timeout: 15_000 })).toBeTruthy();
    const search = api.calls.find((call) => call.path === '/api/pets')!;
    expect(Object.fromEntries(search.query)).toEqual({
      q: 'cap',
      sex: 'female',
      color: 'black-white,red-white',
      health: 'dna:cea:N/N',
      page: '2',
      limit: '20',
    });
    expect(screen.getAllByTestId('pet-row')).toHaveLength(2);
    expect((screen.getByTestId('search-query') as HTMLInputElement).value).toBe('cap');
  });

  it('writes a changed filter to the URL (page back to 1) and searches again', async () => {
    const api = mockApi({ ...dictionaryRoutes, 'GET /api/pets': page(2) });
    await render('/en/pets?page=3');
    await screen.findByText('Found: 2');
    fireEvent.click(within(screen.getByTestId('filter-sex')).getByText('Male'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/pets?sex=male'));
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/api/pets').at(-1)?.query.get('sex')).toBe('male'));
  });

  it('sorts with the sort control and filters by country of residence, both kept in the URL', async () => {
    const api = mockApi({ ...dictionaryRoutes, 'GET /api/pets': page(2) });
    await render('/en/pets?country=GB&residence=LV&page=2');
    await screen.findByText('Found: 2');
    const first = api.calls.find((call) => call.path === '/api/pets')!;
    expect(first.query.get('countryOfBirth')).toBe('GB');
    expect(first.query.get('countryOfResidence')).toBe('LV');
    const sort = screen.getByTestId('search-sort') as HTMLSelectElement;
    expect(sort.value).toBe('name:asc');
    expect(screen.getByLabelText('Sort')).toBe(sort);
    expect([...sort.options].map((option) => option.text)).toEqual(['Name A–Z', 'Name Z–A', 'Youngest first', 'Oldest first', 'Recently added']);
    fireEvent.change(sort, { target: { value: 'birth:asc' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/pets?country=GB&residence=LV&sort=birth&order=asc'));
    await waitFor(() => {
      const last = api.calls.filter((call) => call.path === '/api/pets').at(-1)!;
      expect([last.query.get('sort'), last.query.get('order'), last.query.get('page')]).toEqual(['birth', 'asc', '1']);
    });
    fireEvent.change(sort, { target: { value: 'newest:desc' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/pets?country=GB&residence=LV&sort=newest'));
    // The sort is not a filter: the filter count shows the two countries only.
    expect(screen.getByTestId('filters-toggle').textContent).toContain('2');
  });

  it('debounces the text box into the URL', async () => {
    const api = mockApi({ ...dictionaryRoutes, 'GET /api/pets': page(1) });
    await render('/en/pets');
    await screen.findByText('Found: 1');
    const box = screen.getByTestId('search-query');
    fireEvent.change(box, { target: { value: 'W' } });
    fireEvent.change(box, { target: { value: 'Wis' } });
    fireEvent.change(box, { target: { value: 'Wiston' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/pets?q=Wiston'));
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/api/pets').map((call) => call.query.get('q'))).toEqual([null, 'Wiston']));
  });

  it('shows the empty state with a reset, and the error state with a retry', async () => {
    let fail = true;
    mockApi({
      ...dictionaryRoutes,
      'GET /api/pets': () =>
        fail ? { status: 500, body: { message: 'boom', statusCode: 500 } } : { body: { items: [], total: 0, page: 1, limit: 20 } },
    });
    await render('/en/pets?sex=male');
    expect(await screen.findByTestId('search-error')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByText('Try again'));
    expect(await screen.findByTestId('search-empty')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('search-empty')).getByText('Reset filters'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/pets'));
  });

  it('keeps the list or grid view in the `view` cookie', async () => {
    mockApi({ ...dictionaryRoutes, 'GET /api/pets': page(2) });
    await render('/en/pets');
    await screen.findByText('Found: 2');
    expect(screen.getByTestId('pets-list')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('view-toggle')).getByText('Grid'));
    expect(readCookie('view')).toBe('grid');
    expect(screen.getByTestId('pets-grid')).toBeTruthy();
  });

  it('opens in the view the cookie remembers', async () => {
    document.cookie = 'view=grid; Path=/';
    mockApi({ ...dictionaryRoutes, 'GET /api/pets': page(2) });
    await render('/en/pets');
    expect(await screen.findByTestId('pets-grid')).toBeTruthy();
  });

  it('on a phone renders the filters only once they are opened', async () => {
    screenWidth(false);
    mockApi({ ...dictionaryRoutes, 'GET /api/pets': page(2) });
    await render('/en/pets?q=cap');
    await screen.findByText('Found: 2');
    expect(screen.queryByTestId('filters')).toBeNull();
    expect(screen.getByTestId('filters-toggle').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByTestId('filters-toggle'));
    expect(screen.getByTestId('filters')).toBeTruthy();
    expect(screen.queryByTestId('filter-coat')).toBeNull();
    fireEvent.click(screen.getByTestId('more-filters-toggle'));
    expect(screen.getByTestId('filter-coat')).toBeTruthy();
  });

  it('keeps the "more filters" panel open state in the `bc-more-filters` cookie', async () => {
    mockApi({ ...dictionaryRoutes, 'GET /api/pets': page(2) });
    const first = await render('/en/pets');
    const toggle = screen.getByTestId('more-filters-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(readCookie('bc-more-filters')).toBe('1');
    first.unmount();

    await render('/en/pets');
    expect(screen.getByTestId('more-filters-toggle').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByTestId('more-filters-toggle'));
    expect(readCookie('bc-more-filters')).toBe('0');
  });

  it('a shared link opens with its filters shown and filled, "more filters" included, even on a phone', async () => {
    screenWidth(false);
    mockApi({ ...dictionaryRoutes, 'GET /api/pets': page(2) });
    await render('/en/pets?sex=male&from=2010&to=2020&health=dna%3Acea%3AN%2FN%2Cclear-by-parentage');
    await screen.findByText('Found: 2');
    // Sex, the year range and one health row: three filters.
    expect(screen.getByTestId('filters-toggle').textContent).toContain('3');
    expect(screen.getByTestId('filters-toggle').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('filters')).toBeTruthy();
    expect(screen.getByTestId('more-filters-toggle').getAttribute('aria-expanded')).toBe('true');
    const health = within(screen.getByTestId('health-filters'));
    expect(health.getByText('Collie eye anomaly (CEA)')).toBeTruthy();
    expect(health.getByText('Clear by parentage')).toBeTruthy();
    expect(readCookie('bc-more-filters')).not.toBe('1');
  });

  it('offers "clear by parentage" as a result of a DNA test, not of a scored examination', async () => {
    document.cookie = 'bc-more-filters=1; Path=/';
    mockApi({ ...dictionaryRoutes, 'GET /api/pets': page(2) });
    await render('/en/pets');
    fireEvent.click(await screen.findByTestId('health-add'));
    const set = screen.getByTestId('health-set');
    fireEvent.click(set);
    fireEvent.click(await screen.findByRole('option', { name: 'Collie eye anomaly (CEA)', hidden: true }));
    const results = screen.getByTestId('health-values');
    fireEvent.click(results);
    await waitFor(() => expect(document.getElementById(results.getAttribute('aria-controls') ?? '')).toBeTruthy());
    const listbox = document.getElementById(results.getAttribute('aria-controls')!)!;
    expect(within(listbox).getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(['N/N', 'N/M', 'M/M', 'Clear by parentage']);

    fireEvent.click(set);
    fireEvent.click(await screen.findByRole('option', { name: 'Hips (FCI)', hidden: true }));
    fireEvent.click(screen.getByTestId('health-values'));
    await waitFor(() => expect(screen.queryAllByRole('option', { name: 'A', hidden: true }).length).toBeGreaterThan(0));
    expect(screen.queryAllByRole('option', { name: 'Clear by parentage', hidden: true })).toHaveLength(0);
  });

  it('shows each result’s COI and its results for the health tests searched', { timeout: 40_000 }, async () => {
    mockApi({
      ...dictionaryRoutes,
      'GET /api/pets': page(7, [
        found(1, { coi: 0.0625, health: [{ set: 'dna:cea', value: 'clear-by-parentage' }] }),
        found(2, { coi: 0, health: [{ set: 'dna:cea', value: 'N/N' }] }),
      ]),
    });
    await render('/en/pets?health=dna%3Acea%3AN%2FN%2Cclear-by-parentage');
    await screen.findByText('Found: 7', {}, { timeout: 8000 });
    const [first, second] = screen.getAllByTestId('pet-row');
    expect(within(first).getByTestId('search-coi').textContent).toBe('COI 6.25%');
    expect(within(first).getByTestId('search-health').textContent).toBe('Collie eye anomaly (CEA): Clear by parentage');
    expect(within(second).getByTestId('search-coi').textContent).toBe('COI 0%');
    expect(within(second).getByTestId('search-health').textContent).toBe('Collie eye anomaly (CEA): N/N');
  });

  it('draws page numbers as links to their pages (a new tab opens them); a click goes there in place', async () => {
    const api = mockApi({ ...dictionaryRoutes, 'GET /api/pets': page(95) });
    await render('/en/pets?sex=male');
    await screen.findByText('Found: 95');
    const pagination = screen.getByTestId('search-pagination');
    const third = within(pagination).getByRole('link', { name: 'Page 3' });
    expect(third.getAttribute('href')).toBe('/en/pets?sex=male&page=3');
    expect(within(pagination).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/en/pets?sex=male');
    fireEvent.click(third);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/pets?sex=male&page=3'));
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/api/pets').at(-1)?.query.get('page')).toBe('3'));
  });
});
