import type { Locale } from '@bc/shared/routing';

/** What the shell's server hands the server renderer for one page (types only: the server imports no TSX). */
export interface RenderInput {
  /** Path and query of the page. */
  url: string;
  cookies: Record<string, string>;
  /** GETs a path of the API as a visitor; null when it answers 404 or 400, throws on other failures. */
  fetchJson<T>(path: string): Promise<T | null>;
  /**
   * GETs a path of the API as the page's member (the `at` cookie as the Bearer token): the answer, null when it
   * answers 404 or 400, 'unknown' without a session or when the API refuses it (an expired access token, which the
   * browser refreshes): then only the browser can tell.
   */
  fetchAsMember<T>(path: string): Promise<T | null | 'unknown'>;
}

export type RenderOutput =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** `<html lang>` (BCP 47: zh, cs for the cn, cz prefixes). */
      lang: string;
      locale: Locale;
      /** The page's title (route title, the pet's name, the error title), without the site name. */
      title: string | null;
      description: string | null;
      /** A picture for link previews (Open Graph, Twitter cards): a path of the site or an absolute URL, or null. */
      image: string | null;
      /** The markup of `#root`. */
      html: string;
    };
