import { ofetch, type FetchOptions, type FetchResponse } from 'ofetch';
import { logoutRequested } from '../bus/events';
import { accountEndpoints } from '../contracts/accounts/endpoints';
import { apiPath } from '../contracts/api-path';
import type { AnswerOf } from '../contracts/call-types';
import { isBanDetails } from '../contracts/moderation/bans';
import { splitLocale, toBcp47 } from '../i18n/locales';
import { rememberBan } from './ban-cookie';
import { BAN_MESSAGE, normaliseError } from './errors';
import { readTokens, saveTokens } from './tokens';

export type ApiOptions = Omit<FetchOptions<'json'>, 'baseURL' | 'responseType'>;

/**
 * The page's language, as the API reads it (Accept-Language: `ru-RU`, `zh-CN`, …), so that its refusals come back in
 * the language of the page rather than the browser's; none outside a browser page.
 */
function pageLanguage(): string | undefined {
  if (typeof location === 'undefined') return undefined;
  return toBcp47(splitLocale(location.pathname).locale);
}

const raw = ofetch.create({
  baseURL: '/api',
  retry: 0,
  onRequest({ options }) {
    const language = pageLanguage();
    if (language && !options.headers.has('accept-language')) options.headers.set('accept-language', language);
  },
});

/** `POST /api/user/refresh`, sent without the token and without the retry of `apiFetch`. */
const refresh = accountEndpoints.refresh;
/** The Web Lock the tabs of one browser take to refresh one at a time. */
const REFRESH_LOCK = 'bc-refresh-tokens';

let refreshing: Promise<boolean> | null = null;

/** Runs `work` holding the browser-wide refresh lock (Web Locks), or at once where the browser has none. */
function oneTabAtATime(work: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, work).then((done) => done) : work();
}

/**
 * Exchanges the refresh token (the API's HttpOnly `rt` cookie, sent by the browser to this call only) for a new pair,
 * once at a time in this tab and, through a Web Lock, across the browser's tabs: a tab that waited while another one
 * refreshed finds the new access token in the cookie and uses it (the API also answers the same new pair to a token
 * sent twice within a few seconds). `stale`: the access token that was refused.
 */
export function refreshTokens(stale = readTokens().accessToken): Promise<boolean> {
  refreshing ??= oneTabAtATime(async () => {
    const current = readTokens().accessToken;
    if (current && current !== stale) return true;
    const pair = await raw<AnswerOf<typeof refresh>>(apiPath(refresh), { method: refresh.method });
    saveTokens(pair);
    return true;
  })
    .catch((error: unknown) => {
      // A banned member's refresh answers the ban: remember it, so the page after the logout is the 403 page.
      const failure = normaliseError(error);
      if (isBan(failure)) rememberBan(failure.data);
      return false;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

function withAuth(options: ApiOptions): ApiOptions {
  const { accessToken } = readTokens();
  if (!accessToken) return options;
  const headers = new Headers(options.headers as HeadersInit | undefined);
  headers.set('Authorization', `Bearer ${accessToken}`);
  return { ...options, headers };
}

/**
 * Sends one call of the session (`send` gets the options with the Bearer token): on 401 refreshes the tokens once and
 * sends it again. Errors are normalised; a 401 or 403 answer logs the user out (a ban also sets the ban cookie).
 */
async function inSession<T>(send: (options: ApiOptions) => Promise<T>, options: ApiOptions): Promise<T> {
  const sent = readTokens().accessToken;
  try {
    return await send(withAuth(options));
  } catch (error) {
    const failure = normaliseError(error);
    if (failure.statusCode === 401 && sent && (await refreshTokens(sent))) {
      try {
        return await send(withAuth(options));
      } catch (retryError) {
        throw handleAuthFailure(normaliseError(retryError));
      }
    }
    throw handleAuthFailure(failure);
  }
}

/**
 * Calls the API with the Bearer token; on 401 refreshes the tokens once and retries.
 * Errors are normalised; a 401 or 403 answer logs the user out (a ban also sets the ban cookie).
 */
export function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
  return inSession((sent) => raw<T>(path, sent), options);
}

/**
 * Like `apiFetch`, for an answer that is a file: the whole response (its headers: the file's name) with the body as a
 * Blob. A refusal's JSON body is read from its Blob, so the error says what the API said.
 */
export function apiFetchFile(path: string, options: ApiOptions = {}): Promise<FetchResponse<Blob>> {
  return inSession(async (sent) => {
    try {
      return await raw.raw<Blob, 'blob'>(path, { ...(sent as FetchOptions<'blob'>), responseType: 'blob' });
    } catch (error) {
      throw await withJsonBody(error);
    }
  }, options);
}

/** A failed file call as `normaliseError` reads it: its status, and its JSON body when the Blob holds one. */
async function withJsonBody(error: unknown): Promise<unknown> {
  const failure = error as { status?: number; statusText?: string; data?: unknown; name?: string; message?: string };
  // Duck-typed: the fetch's Blob need not be this realm's (jsdom's differs from Node's).
  const blob = failure?.data as { text?: () => Promise<string> } | undefined;
  if (typeof blob?.text !== 'function') return error;
  let data: unknown;
  try {
    data = JSON.parse(await blob.text());
  } catch {
    data = undefined;
  }
  return { name: failure.name, message: failure.message, status: failure.status, statusText: failure.statusText, data };
}

/** A ban's 403: its `data.code` (the message is in the member's language), or the Russian message of an older API. */
const isBan = (failure: ReturnType<typeof normaliseError>) =>
  failure.statusCode === 403 && (isBanDetails(failure.data) || failure.message === BAN_MESSAGE);

/** A feature kept for premium members (403 `premium-required`): the member stays signed in and is offered premium. */
const isPremiumOnly = (failure: ReturnType<typeof normaliseError>) =>
  failure.statusCode === 403 && (failure.data as { code?: unknown } | undefined)?.code === 'premium-required';

/** 401/403 log the user out (not a premium-only refusal); a ban also sets the ban cookie (with its details), so the reload shows the 403 page. */
function handleAuthFailure(failure: ReturnType<typeof normaliseError>) {
  const banned = isBan(failure);
  if (banned) rememberBan(failure.data);
  if (isPremiumOnly(failure)) return failure;
  if (banned || ((failure.statusCode === 401 || failure.statusCode === 403) && readTokens().accessToken)) logoutRequested();
  return failure;
}

/**
 * Wraps a call so that a new call through the same wrapper aborts the previous one still in flight
 * (search boxes, autocomplete, filters).
 */
export function latestOnly<TArgs extends unknown[], T>(
  call: (signal: AbortSignal, ...args: TArgs) => Promise<T>,
): (...args: TArgs) => Promise<T> {
  let controller: AbortController | null = null;
  return (...args: TArgs) => {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    return call(current.signal, ...args).finally(() => {
      if (controller === current) controller = null;
    });
  };
}
