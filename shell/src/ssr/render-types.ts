import type { Locale } from '@bc/shared/routing';

/** What the shell's server hands the server renderer for one page (types only: the server imports no TSX). */
export interface RenderInput {
  /** Path and query of the page. */
  url: string;
  cookies: Record<string, string>;
  /** GETs a path of the API as a visitor; null when it answers 404 or 400, throws on other failures. */
  fetchJson<T>(path: string): Promise<T | null>;
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
      /** The markup of `#root`. */
      html: string;
    };
