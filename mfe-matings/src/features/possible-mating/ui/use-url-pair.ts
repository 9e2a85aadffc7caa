import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { pairFromParams, pairToParams, type Pair } from '../lib/pair';

/**
 * The pair held in the URL (`?sire=ID&dam=ID`) and a setter that pushes a history entry, so the link can be shared
 * and back/forward steps through the choices.
 */
export function useUrlPair(): [Pair, (next: Pair) => void] {
  const [params, setParams] = useSearchParams();
  const pair = useMemo(() => pairFromParams(params), [params]);
  const setPair = useCallback(
    (next: Pair) => setParams((current) => pairToParams(next, current), { preventScrollReset: true }),
    [setParams],
  );
  return [pair, setPair];
}
