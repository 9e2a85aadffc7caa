import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EMPTY_FILTERS, filtersFromParams, filtersToParams, withFilter, type SearchFilters } from './filters';

/**
 * The search filters, derived from the URL (`useSearchParams`); every change writes the URL (`setSearchParams`),
 * so a search can be shared and the back button steps through it. `replace` is for typing, so each keystroke does
 * not add a history entry.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the parameters' value
  const filters = useMemo(() => filtersFromParams(params), [key]);

  const setFilter = useCallback(
    <K extends keyof SearchFilters>(name: K, value: SearchFilters[K], options: { replace?: boolean } = {}) => {
      setParams((current) => filtersToParams(withFilter(filtersFromParams(current), name, value)), {
        replace: options.replace,
        preventScrollReset: name !== 'page',
      });
    },
    [setParams],
  );

  const reset = useCallback(() => setParams(filtersToParams(EMPTY_FILTERS)), [setParams]);

  return { filters, key, setFilter, reset };
}
