import { createEvent } from 'effector';

/** The auth modal was opened: every form starts clean. */
export const authOpened = createEvent<void>();
/** The auth modal was closed: nothing of this visit is left for the next one. */
export const authClosed = createEvent<void>();
