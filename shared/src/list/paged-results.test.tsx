import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { localeMessages } from '../testing/locales';
import { renderPage } from '../testing/render';
import { createPagedList, type PagedQuery } from './paged-list';
import { PagedResults } from './paged-results';
import { useListUrl } from './use-list-url';

type Filters = { status?: string };
type Answer = { items: string[]; total: number; totalCapped?: boolean };

const parse = (params: URLSearchParams): Filters => (params.get('status') ? { status: params.get('status')! } : {});

function setup(fetch: (query: PagedQuery<Filters> & { limit: number }) => Promise<Answer>) {
  const list = createPagedList<Filters, Answer>({ fetch, pageSize: 2 });
  function Search() {
    return <output data-testid="url">{useLocation().search}</output>;
  }
  function ListView() {
    const { filters, set, setPage } = useListUrl(parse, list.shown);
    return (
      <>
        <button onClick={() => set({ status: filters.status === 'draft' ? null : 'draft' })}>drafts</button>
        <PagedResults list={list} onPage={setPage} skeleton={<p>loading</p>} empty={<p>nothing</p>} testId="things">
          {(answer) => (
            <ul>
              {answer.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </PagedResults>
        <Search />
      </>
    );
  }
  return ListView;
}

const messages = localeMessages('en');

describe('a paged list with its filters in the URL', () => {
  it('loads what the URL names, counts the results and pages through them', async () => {
    const fetch = vi.fn(async ({ page }: { page: number }) => ({ items: [`item ${page * 2 - 1}`, `item ${page * 2}`], total: 5 }));
    const ListView = setup(fetch);
    await renderPage(<ListView />, { url: '/en/things?status=draft&page=2', path: '/things', messages });

    expect(await screen.findByText('item 3')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(expect.objectContaining({ status: 'draft', page: 2, limit: 2 }), expect.anything());
    expect(screen.getByTestId('things-count').textContent).toBe('Found: 5');

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('item 5')).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('?status=draft&page=3');

    // new filters start at page 1
    fireEvent.click(screen.getByRole('button', { name: 'drafts' }));
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe(''));
    expect(fetch).toHaveBeenLastCalledWith({ page: 1, limit: 2 }, expect.anything());
  });

  it('a total counted only so far reads as "N+", and the pager offers the pages counted', async () => {
    const fetch = vi.fn(async ({ page }: { page: number }) => ({ items: [`item ${page * 2 - 1}`, `item ${page * 2}`], total: 1000, totalCapped: true }));
    const ListView = setup(fetch);
    await renderPage(<ListView />, { url: '/en/things', path: '/things', messages });

    expect(await screen.findByText('item 1')).toBeTruthy();
    expect(screen.getByTestId('things-count').textContent).toBe('Found: 1,000+');
    expect(screen.getByRole('button', { name: 'Page 500' })).toBeTruthy();
  });

  it('shows the skeleton, then the empty state', async () => {
    let answer: (value: Answer) => void = () => undefined;
    const ListView = setup(() => new Promise((resolve) => (answer = resolve)));
    await renderPage(<ListView />, { url: '/en/things', path: '/things', messages });
    expect(screen.getByText('loading')).toBeTruthy();
    expect(screen.getByTestId('things').getAttribute('aria-busy')).toBe('true');
    answer({ items: [], total: 0 });
    expect(await screen.findByText('nothing')).toBeTruthy();
    expect(screen.getByTestId('things-count').textContent).toBe('Found: 0');
    expect(screen.queryByTestId('things-pagination')).toBeNull();
  });

  it('offers a retry when a page fails to load', async () => {
    let fail = true;
    const ListView = setup(async () => {
      if (fail) throw Object.assign(new Error('down'), { statusCode: 500 });
      return { items: ['back'], total: 1 };
    });
    await renderPage(<ListView />, { url: '/en/things', path: '/things', messages });
    const error = await screen.findByTestId('things-error');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('back')).toBeTruthy();
    expect(error.isConnected).toBe(false);
  });
});
