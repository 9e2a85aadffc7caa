import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parseDepth } from '../lib/depth';

/** A generations count kept in the URL query (`?depth=7`), so the chart can be shared and survives a reload. */
export function useQueryDepth(name: string, fallback: number): [number, (value: number) => void] {
  const [search, setSearch] = useSearchParams();
  const value = parseDepth(search.get(name), fallback);
  const change = useCallback(
    (next: number) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          params.set(name, String(next));
          return params;
        },
        { replace: true, preventScrollReset: true },
      ),
    [name, setSearch],
  );
  return [value, change];
}
