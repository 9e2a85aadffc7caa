import { useMediaQuery } from '@bc/shared/mantine';

/** Mantine's `md` breakpoint (62em): from here the search shows its filters beside the results. */
export const WIDE_QUERY = '(min-width: 62em)';

/**
 * Whether the screen is wide enough for side panels, known at the first render (read synchronously, so a phone never
 * renders what only a wide screen shows) and kept up to date when the window is resized or turned.
 */
export function useWideScreen(): boolean {
  return useMediaQuery(WIDE_QUERY, undefined, { getInitialValueInEffect: false });
}
