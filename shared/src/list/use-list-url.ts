import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { PagedQuery } from './paged-list';

/** The values a list writes to its URL: a parameter set to null, '' or undefined is removed. */
export type ListParams = Record<string, string | number | null | undefined>;

/** `?page=` as a page number: a positive integer, else 1. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * A paged list's filters and page, kept in the page's URL (`?page=` and what `parse` reads), so a list can be shared
 * and the back button steps through it. `onChange` is called with the filters and page whenever the URL gives new
 * ones (give it the list's `shown`). `set` writes filters (and drops the page, as new filters start at page 1);
 * `setPage` writes the page.
 */
export function useListUrl<Filters extends object>(parse: (params: URLSearchParams) => Filters, onChange: (query: PagedQuery<Filters>) => void) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // `key` is the parameters' value; `parse` is a pure function of them.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const query = useMemo((): PagedQuery<Filters> => ({ ...parse(new URLSearchParams(key)), page: pageFromParams(new URLSearchParams(key)) }), [key]);

  useEffect(() => {
    onChange(query);
  }, [query, onChange]);

  const set = (changes: ListParams) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === undefined || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  const setPage = (page: number) => set({ page: page > 1 ? page : null });

  return { filters: query as Filters, page: query.page, set, setPage };
}
