import { createLoadModel } from '@bc/shared/load';
import { getProfile } from '../api/get-profile';

/** A member's public profile (`/u/{nickname}`); answers for a nickname other than the current one are dropped. */
const profile = createLoadModel({ fetch: getProfile });

/** `/u/{nickname}` opened (or its nickname changed). */
export const profilePageOpened = profile.opened;
export const profileRetried = profile.retried;
export const fetchProfileFx = profile.fetchFx;
export const $profile = profile.$data;
export const $profileStatus = profile.$status;
/** The profile arrived: its pet lists load their first pages. */
export const profileLoaded = profile.loaded.map(({ data }) => data);
