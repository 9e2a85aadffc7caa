import { useMediaQuery } from '@bc/shared/mantine';
import { DESKTOP_DEPTH, PHONE_DEPTH, PHONE_QUERY } from '../lib/depth';

/** Five generations on a phone, six on a larger screen (read at once, so the first request has the right depth). */
export function useDefaultDepth(): number {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  return phone ? PHONE_DEPTH : DESKTOP_DEPTH;
}
