import { createEvent, createStore } from 'effector';
import type { CurrentUser } from '../contracts/accounts';
import type { Locale } from '../i18n/locales';
import type { ModalName, ModalRequest } from '../modals/registry';

/** The signed-in member as every app sees it: the API's `GET /api/user` answer (one type, from the contract). */
export type SessionUser = CurrentUser;

export type ToastType = 'success' | 'error' | 'warning' | 'info' | 'default';
export type ToastPosition = 'top-left' | 'top-right' | 'top-center' | 'bottom-left' | 'bottom-right' | 'bottom-center';

export interface ToastRequest {
  type?: ToastType;
  title?: string;
  message: string;
  position?: ToastPosition;
  /** Milliseconds; false keeps the toast until closed. Default 5000. */
  autoClose?: number | false;
  action?: { label: string; onClick: () => void };
}

/** Modal names and their props come from the one registry (`modals/registry.ts`). */
export type { ModalName, ModalRequest } from '../modals/registry';

export interface BuildInfo {
  app: string;
  loaded: string;
  latest: string;
}

// Events any app may fire or watch (past tense for facts, "requested" for asks).
export const sessionChanged = createEvent<SessionUser | null>();
export const logoutRequested = createEvent<void>();
export const localeChanged = createEvent<Locale>();
export const toastRequested = createEvent<ToastRequest>();
export const modalRequested = createEvent<ModalRequest>();
export const modalCloseRequested = createEvent<ModalName | void>();
export const pageLoadingStarted = createEvent<void>();
export const pageLoadingFinished = createEvent<void>();
export const updateAvailable = createEvent<BuildInfo[]>();
/**
 * A page shows a title of its own (a pet's name, a member's name) at `path`: the shell makes it the document title
 * (`<title> · BC Pedigree`), so bookmarks and the history keep it. Fired by `PageLayout` when given a text `title`.
 */
export const pageTitleShown = createEvent<{ path: string; title: string }>();

export const $session = createStore<SessionUser | null>(null, { skipVoid: false }).on(
  sessionChanged,
  (_, user) => user,
);
export const $isLoggedIn = $session.map((user) => user !== null);
/** The last page title shown (`pageTitleShown`); the shell uses it while its path is the current one. */
export const $shownPageTitle = createStore<{ path: string; title: string } | null>(null).on(pageTitleShown, (_, shown) => shown);
export const $locale = createStore<Locale>('ru').on(localeChanged, (_, locale) => locale);

const $pendingPages = createStore(0)
  .on(pageLoadingStarted, (count) => count + 1)
  .on(pageLoadingFinished, (count) => Math.max(0, count - 1));
/** On while any page (including a remote's code) is loading, off after. */
export const $pageLoading = $pendingPages.map((count) => count > 0);
