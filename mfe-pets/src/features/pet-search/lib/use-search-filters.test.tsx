import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchFilters } from './use-search-filters';

describe('search filters in the URL', () => {
  it('keeps every change made before the page re-renders (each builds on the last one written)', async () => {
    let search = '';
    const { result } = renderHook(
      () => {
        search = useLocation().search;
        return useSearchFilters();
      },
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <RouterProvider router={createMemoryRouter([{ path: '/pets', element: children }], { initialEntries: ['/pets?sex=female'] })} />
        ),
      },
    );
    await act(async () => {
      // Three changes in one go, from the same render's setters.
      const { setFilter, setFilters } = result.current;
      setFilter('yearFrom', 2023);
      setFilter('yearTo', 2023);
      setFilters({ sort: 'birth', order: 'asc' });
    });
    expect(search).toBe('?sex=female&from=2023&to=2023&sort=birth&order=asc');
    expect(result.current.filters).toMatchObject({ sex: 'female', yearFrom: 2023, yearTo: 2023, sort: 'birth', order: 'asc', page: 1 });
  });
});
