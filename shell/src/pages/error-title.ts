import { createEvent, createStore } from 'effector';

/** While the error page shows, its title wins over the route's title. */
export const errorTitleChanged = createEvent<string | null>();
export const $errorTitle = createStore<string | null>(null).on(errorTitleChanged, (_, title) => title);
