import { createEvent, createStore, sample } from 'effector';
import { fetchDictionariesFx, pageLoadingFinished } from '@bc/shared';

/** The first route of the page has rendered. */
export const firstRouteRendered = createEvent();
export const $firstRouteRendered = createStore(false).on(firstRouteRendered, () => true);

// Colours and countries serve remotes' pages, not the first paint: fetch them once the first page is on screen,
// so they do not compete with the code of the first page.
sample({ clock: firstRouteRendered, target: fetchDictionariesFx });

/** Marks the first rendered page (`bc:first-render`, for the web benchmark) once per page load. */
export function markFirstRender(): void {
  if (performance.getEntriesByName('bc:first-render').length > 0) return;
  performance.mark('bc:first-render');
  // The page the server drew has been replaced by the app's own (end-to-end tests wait for this).
  document.getElementById('root')?.removeAttribute('data-ssr');
  pageLoadingFinished();
  firstRouteRendered();
}
