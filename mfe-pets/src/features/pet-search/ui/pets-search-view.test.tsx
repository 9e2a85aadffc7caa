import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '@bc/shared';
import { matchMediaStub, renderPage, mockApi } from '@bc/shared/testing';
import { dictionaryRoutes, listItem } from '../../../testing/fixtures';
import { messages } from '../../../testing/messages';
import { PetsSearchView } from './pets-search-view';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const page = (total: number) => ({ body: { items: [listItem(1), listItem(2)], total, page: 1, limit: 20 } });
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
  it('searches with the filters of the URL and shows the count and the pets', async () => {
    const api = mockApi({ ...dictionaryRoutes, 'GET /api/pets': page(42) });
    await render('/en/pets?q=cap&sex=female&color=black-white&color=red-white&health=dna%3Acea%3AN%2FN&page=2');
    expect(await screen.findByText('Found: 42')).toBeTruthy();
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
    await render('/en/pets?sex=male');
    await screen.findByText('Found: 2');
    expect(screen.queryByTestId('filters')).toBeNull();
    expect(screen.getByTestId('filters-toggle').textContent).toContain('1');
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
});
