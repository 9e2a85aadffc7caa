import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createPagedList, useListUrl } from '@bc/shared/list';
import { renderPage } from '@bc/shared/testing';
import { messages } from '../../testing/messages';
import { queueCommandOf } from './queue-keys';
import { QueueFilters, QueueList, type QueueKeys } from '.';

afterEach(() => vi.unstubAllGlobals());

interface Dog {
  id: number;
  name: string;
}
const DOGS: Dog[] = [{ id: 1, name: 'Moss' }, { id: 2, name: 'Nell' }, { id: 3, name: 'Fly' }];

function renderQueue(url = '/en/moder/test', keys: QueueKeys<Dog> = {}, bulk = vi.fn((_chosen: Dog[], _clear: () => void) => null)) {
  const fetch = vi.fn(async (query: { q?: string; page: number; limit: number }) => ({
    items: query.page === 1 ? DOGS.filter((dog) => !query.q || dog.name.includes(query.q)) : [{ id: 4, name: 'Cap' }],
    total: query.q ? 1 : 23,
  }));
  const list = createPagedList<{ q?: string }, { items: Dog[]; total: number }>({ fetch, pageSize: 20 });
  function Queue() {
    const { filters, set, setPage } = useListUrl((params) => (params.get('q') ? { q: params.get('q')! } : {}), list.shown);
    const idOf = useCallback((dog: Dog) => dog.id, []);
    const location = useLocation();
    return (
      <>
        <QueueFilters search={{ value: filters.q, label: 'Name', onSearch: (q) => set({ q }), testId: 'search' }} />
        <output data-testid="search-params">{location.search}</output>
        <input aria-label="Note" data-testid="elsewhere" />
        <QueueList
          list={list}
          onPage={setPage}
          idOf={idOf}
          nameOf={(dog) => dog.name}
          rowProps={(dog) => ({ 'data-testid': 'row', 'data-dog': dog.id })}
          actions={(dog) => <button type="button">Decide {dog.name}</button>}
          keys={keys}
          bulk={bulk}
          skeleton={<p>Loading</p>}
          empty={<p>Nothing</p>}
          testId="dogs"
        >
          {(dog) => <span>{dog.name}</span>}
        </QueueList>
      </>
    );
  }
  return { fetch, bulk, rendered: renderPage(<Queue />, { url, messages: messages('en') }) };
}
const press = (key: string, target: Element = document.body) => act(() => void fireEvent.keyDown(target, { key }));
const rows = () => screen.getAllByTestId('row');
const current = () => rows().filter((row) => row.hasAttribute('data-current')).map((row) => row.getAttribute('data-dog'));

describe('the queue scaffold', () => {
  it('moves the current row with j and k (highlighted, focused, scrolled into view) and acts on it with a, r, o and x', async () => {
    const scrolled = vi.fn();
    const original = HTMLElement.prototype.scrollIntoView;
    HTMLElement.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      HTMLElement.prototype.scrollIntoView = original;
    });
    const keys = { approve: vi.fn(), reject: vi.fn(), open: vi.fn() };
    await renderQueue('/en/moder/test', keys).rendered;
    await screen.findAllByTestId('row');
    expect(current()).toEqual([]);

    press('j');
    expect(current()).toEqual(['1']);
    expect(document.activeElement).toBe(rows()[0]);
    press('j');
    press('j');
    press('j'); // stays on the last row
    expect(current()).toEqual(['3']);
    expect(rows()[2].getAttribute('aria-current')).toBe('true');
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'nearest' });
    expect(scrolled.mock.contexts.at(-1)).toBe(rows()[2]);
    press('k');
    expect(current()).toEqual(['2']);

    press('a');
    press('r');
    press('o');
    expect(keys.approve).toHaveBeenCalledWith(DOGS[1]);
    expect(keys.reject).toHaveBeenCalledWith(DOGS[1]);
    expect(keys.open).toHaveBeenCalledWith(DOGS[1]);

    press('x');
    expect((within(rows()[1]).getByTestId('queue-select') as HTMLInputElement).checked).toBe(true);
    expect(rows()[1].hasAttribute('data-selected')).toBe(true);
    press('x');
    expect((within(rows()[1]).getByTestId('queue-select') as HTMLInputElement).checked).toBe(false);

    // A click on the row (not on its buttons) makes it the current one.
    fireEvent.click(within(rows()[0]).getByText('Moss'));
    expect(current()).toEqual(['1']);
    fireEvent.click(within(rows()[2]).getByRole('button', { name: 'Decide Fly' }));
    expect(current()).toEqual(['1']);
  });

  it('leaves keys typed into a field alone, and every key while the help is open; ? and the button open the help', async () => {
    const keys = { approve: vi.fn() };
    await renderQueue('/en/moder/test', keys).rendered;
    await screen.findAllByTestId('row');
    press('j', screen.getByTestId('elsewhere'));
    press('j', screen.getByTestId('search'));
    expect(current()).toEqual([]);

    press('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Next row')).toBeTruthy();
    expect(within(help).getByText('Reject with the last reason (the first time, choose one)')).toBeTruthy();
    expect([...help.querySelectorAll('kbd')].map((kbd) => kbd.textContent)).toEqual(['j', 'k', 'a', 'r', 'o', 'x', '?']);
    press('j');
    press('a');
    expect(current()).toEqual([]);
    fireEvent.keyDown(help, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    press('j');
    expect(current()).toEqual(['1']);

    fireEvent.click(screen.getByTestId('queue-help-button'));
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
  });

  it('selects rows one by one or the whole page, and hands the selection to the bulk action bar', async () => {
    const { bulk, rendered } = renderQueue();
    await rendered;
    await screen.findAllByTestId('row');
    expect(screen.getByTestId('queue-selected').textContent).toBe('Select all on this page');
    fireEvent.click(within(rows()[2]).getByTestId('queue-select'));
    expect(screen.getByTestId('queue-selected').textContent).toBe('Selected: 1');
    expect(bulk).toHaveBeenLastCalledWith([DOGS[2]], expect.any(Function));
    const page = screen.getByTestId('queue-select-page') as HTMLInputElement;
    expect(page.indeterminate).toBe(true);

    fireEvent.click(page);
    expect(screen.getByTestId('queue-selected').textContent).toBe('Selected: 3');
    expect(bulk).toHaveBeenLastCalledWith(DOGS, expect.any(Function));
    expect(rows().every((row) => row.hasAttribute('data-selected'))).toBe(true);

    const clear = bulk.mock.lastCall![1];
    act(() => clear());
    expect(screen.getByTestId('queue-selected').textContent).toBe('Select all on this page');
    fireEvent.click(page);
    fireEvent.click(page);
    expect(rows().some((row) => row.hasAttribute('data-selected'))).toBe(false);
  });

  it('keeps its filters and page in the URL: read at the start, written by the search and the pagination', async () => {
    const { fetch, rendered } = renderQueue('/en/moder/test?page=1');
    await rendered;
    await screen.findAllByTestId('row');
    expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, limit: 20 }), expect.anything());

    fireEvent.click(within(screen.getByTestId('dogs-pagination')).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(screen.getByTestId('search-params').textContent).toBe('?page=2'));
    await waitFor(() => expect(rows().map((row) => row.getAttribute('data-dog'))).toEqual(['4']));

    fireEvent.change(screen.getByTestId('search'), { target: { value: 'Nel' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(screen.getByTestId('search-params').textContent).toBe('?q=Nel'));
    await waitFor(() => expect(rows().map((row) => row.getAttribute('data-dog'))).toEqual(['2']));
    expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'Nel', page: 1 }), expect.anything());
  });
});

describe('queueCommandOf', () => {
  const event = (key: string, extra: Partial<KeyboardEvent> = {}) =>
    ({ key, ctrlKey: false, altKey: false, metaKey: false, defaultPrevented: false, target: document.body, ...extra }) as KeyboardEvent;
  it('maps the queue keys, and nothing with Ctrl, Alt or Meta or in a text area', () => {
    expect(['j', 'k', 'a', 'r', 'o', 'x', '?', 'q'].map((key) => queueCommandOf(event(key)))).toEqual(['next', 'previous', 'approve', 'reject', 'open', 'select', 'help', null]);
    expect(queueCommandOf(event('r', { ctrlKey: true }))).toBeNull();
    expect(queueCommandOf(event('a', { metaKey: true }))).toBeNull();
    expect(queueCommandOf(event('j', { target: document.createElement('textarea') }))).toBeNull();
  });
});
