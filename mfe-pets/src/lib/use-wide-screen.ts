import { useEffect, useState } from 'react';

/** Mantine's `md` breakpoint (62em): from here the search shows its filters beside the results. */
export const WIDE_QUERY = '(min-width: 62em)';

const matches = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches;

/**
 * Whether the screen is wide enough for side panels, known at the first render (read synchronously, so a phone never
 * renders what only a wide screen shows) and kept up to date when the window is resized or turned.
 */
export function useWideScreen(): boolean {
  const [wide, setWide] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE_QUERY);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}
