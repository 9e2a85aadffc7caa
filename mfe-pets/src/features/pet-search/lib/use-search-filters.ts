import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { EMPTY_FILTERS, filtersFromParams, filtersToParams, withFilter, type SearchFilters } from './filters';

/**
 * The search filters, derived from the URL (`useSearchParams`); every change writes the URL (`setSearchParams`),
 * so a search can be shared and the back button steps through it. `replace` is for typing, so each keystroke does
 * not add a history entry.
 *
 * Changes build on the URL last written, not on the one of the last render: react-router's functional update reads
 * the parameters of the render it was created in, so two changes before the page re-renders (a year typed right
 * after another filter, the debounced text landing meanwhile) would otherwise lose the first one.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the parameters' value
  const filters = useMemo(() => filtersFromParams(params), [key]);
  const rendered = useRef(key);
  rendered.current = key;
  /** What was written last and not rendered yet. */
  const pending = useRef<string | null>(null);
  if (pending.current === key) pending.current = null;

  const write = useCallback(
    (next: URLSearchParams, options: { replace?: boolean; preventScrollReset?: boolean }) => {
      pending.current = next.toString();
      setParams(next, options);
    },
    [setParams],
  );
  const latest = useCallback(() => filtersFromParams(new URLSearchParams(pending.current ?? rendered.current)), []);

  const setFilter = useCallback(
    <K extends keyof SearchFilters>(name: K, value: SearchFilters[K], options: { replace?: boolean } = {}) => {
      write(filtersToParams(withFilter(latest(), name, value)), { replace: options.replace, preventScrollReset: name !== 'page' });
    },
    [write, latest],
  );

  /** Several fields at once (e.g. sort and order), back to page 1. */
  const setFilters = useCallback(
    (patch: Partial<Omit<SearchFilters, 'page'>>) => write(filtersToParams({ ...latest(), ...patch, page: 1 }), { preventScrollReset: true }),
    [write, latest],
  );

  const reset = useCallback(() => write(filtersToParams(EMPTY_FILTERS), {}), [write]);

  return { filters, key, setFilter, setFilters, reset };
}
