import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { COOKIES } from '@bc/shared/cookies';
import { LOCALES, switchLocalePath, toBcp47 } from '@bc/shared/routing';
import { documentTitle, SITE_NAME } from '../src/routing/document-title';
import type { RenderInput, RenderOutput } from '../src/ssr/render-types';

/** How long a drawn page is reused for the same address and the same cookies that change what it shows. */
const CACHE_MS = 5_000;
const CACHE_SIZE = 500;
/** The cookies a server-drawn page depends on (anything else is the browser's business). */
const PAGE_COOKIES = [COOKIES.agree, COOKIES.cookieNotice, COOKIES.banned, COOKIES.accessToken] as const;

type RenderPage = (input: RenderInput) => Promise<RenderOutput>;

export type RenderedPage = { kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; html: string };

export interface PageRenderer {
  render(url: URL, cookieHeader: string | undefined): Promise<RenderedPage>;
}

/** Text or an attribute value inside the drawn document. */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The server renderer is not built (an old deploy, or a build in progress): the plain page is sent. */
export class RendererMissingError extends Error {
  constructor() {
    super('the shell server renderer (dist-server/renderer.js) is not built');
    this.name = 'RendererMissingError';
  }
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      cookies[name] = part.slice(index + 1).trim();
    }
  }
  return cookies;
}

/**
 * A server-drawn page paints from its HTML and CSS alone, so the app's code need not compete with the stylesheet for
 * the first paint: the entry script and the preloads of its chunks (and of remotes.json and remote manifests) are
 * requested right after the first frame is painted instead of while the head is parsed. A tab opened in the
 * background (no frames) starts them at once.
 */
export function deferScripts(html: string): string {
  const preloads: { href: string; as: string; crossorigin: boolean }[] = [];
  let entry: string | null = null;
  let out = html.replace(/<link rel="preload" href="([^"]+)" as="(script|fetch)"( crossorigin="anonymous")?\s*\/?>/g, (_, href: string, as: string, cross?: string) => {
    preloads.push({ href, as, crossorigin: Boolean(cross) });
    return '';
  });
  out = out.replace(/<script defer src="([^"]+)"><\/script>/, (_, src: string) => {
    entry = src;
    return '';
  });
  if (!entry) return html;
  // Started by the first-contentful-paint entry (a second after the load event where no paint entry comes, at once in a
  // hidden tab or a browser without paint timing).
  const loader = `<script>(function(){var p=${JSON.stringify(preloads)},e=${JSON.stringify(entry)},d=0;function go(){if(d)return;d=1;p.forEach(function(x){var l=document.createElement("link");l.rel="preload";l.href=x.href;l.as=x.as;if(x.crossorigin)l.crossOrigin="anonymous";document.head.appendChild(l)});setTimeout(function(){var s=document.createElement("script");s.src=e;s.onerror=function(){var v=document.querySelector("#root [data-initial]");if(v)v.remove()};document.head.appendChild(s)},0)}if(document.visibilityState==="hidden"||!window.PerformanceObserver)return go();try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true})}catch(x){go()}addEventListener("load",function(){setTimeout(go,1000)})})()</script>`;
  // (function replacers: a `$` in the page must never read as a replacement pattern)
  return out.replace('</body>', () => `${loader}</body>`);
}

/** Open Graph's locale of a page language (`ru_RU`, `zh_CN`…). */
const OG_LOCALES: Record<string, string> = { ru: 'ru_RU', en: 'en_GB', de: 'de_DE', pl: 'pl_PL', zh: 'zh_CN', cs: 'cs_CZ', lv: 'lv_LV' };

/**
 * The link-preview tags of a page (Open Graph for Telegram, VK, Facebook…, and the Twitter card): its title, its
 * description, its address and, where it has one, its picture (a pet's main photo) as an absolute URL.
 */
export function previewTags(page: Extract<RenderOutput, { kind: 'page' }>, origin: string, pathname: string): string {
  const image = page.image ? new URL(page.image, origin).href : null;
  const tags: [string, string, string | null][] = [
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:type', 'website'],
    ['property', 'og:title', page.title ?? SITE_NAME],
    ['property', 'og:description', page.description],
    ['property', 'og:url', origin + pathname],
    ['property', 'og:locale', OG_LOCALES[page.lang] ?? null],
    ['property', 'og:image', image],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', page.title ?? SITE_NAME],
    ['name', 'twitter:description', page.description],
    ['name', 'twitter:image', image],
  ];
  return tags
    .filter((tag): tag is [string, string, string] => Boolean(tag[2]))
    .map(([attribute, name, content]) => `<meta ${attribute}="${name}" content="${escapeHtml(content)}" data-bc-preview>`)
    .join('');
}

/** The page's document: the built index.html with the drawn markup, language, title, description, hreflang and preview tags. */
export function composeDocument(template: string, page: Extract<RenderOutput, { kind: 'page' }>, origin: string, pathname: string): string {
  const title = documentTitle(page.title);
  const alternates =
    LOCALES.map(
      (locale) => `<link rel="alternate" hreflang="${toBcp47(locale)}" href="${escapeHtml(origin + switchLocalePath(pathname, locale))}" data-bc-hreflang>`,
    ).join('') + previewTags(page, origin, pathname);
  // Function replacers throughout: the drawn page and its title are data (a pet named "Rex $`" must stay text).
  let html = template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.lang}" data-mantine-color-scheme="light"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>${alternates}`)
    .replace(/<div id="root">[\s\S]*?<\/div><\/div>/, () => `<div id="root" data-ssr>${page.html}</div>`);
  if (page.description) {
    const description = escapeHtml(page.description);
    html = html.replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${description}"`);
  }
  return html;
}

/**
 * Draws pages on the server with the shell's server renderer (dist-server/renderer.js, built beside dist/), so the first
 * paint needs no JavaScript. Without that build (an old deploy) or when drawing fails, the caller sends the plain page.
 * `headLinks`: what a page that shows its route (status 200) adds to its head (the remote manifests' preloads). The
 * finished document is what is cached.
 */
export function createPageRenderer(dist: string, apiUrl: string, headLinks: (pathname: string) => string = () => ''): PageRenderer {
  const entry = resolve(dist, '../dist-server/renderer.js');
  const index = join(dist, 'index.html');
  const cache = new Map<string, { at: number; page: Promise<RenderedPage> }>();
  // A new build of the shell (index.html and the renderer) is picked up by the running server; each build's renderer
  // stays in Node's module cache (a few MB per deploy): restart the server now and then on a long-lived deployment.
  let loaded: { version: string; renderPage: RenderPage; template: string } | null = null;
  const current = async () => {
    if (!existsSync(entry)) throw new RendererMissingError();
    const version = `${statSync(entry).mtimeMs}:${statSync(index).mtimeMs}`;
    if (loaded?.version !== version) {
      const { renderPage } = (await import(`${pathToFileURL(entry).href}?v=${encodeURIComponent(version)}`)) as { renderPage: RenderPage };
      loaded = { version, renderPage, template: readFileSync(index, 'utf8') };
      cache.clear();
    }
    return loaded;
  };
  /**
   * GETs a path of the API: the answer, null when it answers 404 or 400, 'unknown' when it refuses the `token` (401,
   * 403); throws on other failures.
   */
  const getJson = async <T>(path: string, token?: string): Promise<T | null | 'unknown'> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(new URL(path, apiUrl), { signal: AbortSignal.timeout(3000), headers });
    if (token && (response.status === 401 || response.status === 403)) return 'unknown';
    if (response.status === 404 || response.status === 400) return null;
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const fetchJson = <T>(path: string) => getJson<T>(path) as Promise<T | null>;
  /** `fetchJson` with the page's session: the member's own token, sent only to the API the server was given. */
  const asMember = (cookies: Record<string, string>) => async <T>(path: string): Promise<T | null | 'unknown'> => {
    const token = cookies[COOKIES.accessToken];
    return token ? getJson<T>(path, token) : 'unknown';
  };

  const draw = async ({ renderPage, template }: NonNullable<typeof loaded>, url: URL, cookies: Record<string, string>): Promise<RenderedPage> => {
    const output = await renderPage({ url: url.pathname + url.search, cookies, fetchJson, fetchAsMember: asMember(cookies) });
    if (output.kind === 'redirect') return output;
    const html = composeDocument(template, output, url.origin, url.pathname);
    // The remote's manifest only for a page that shows it (not for the 403 and 404 pages).
    const links = output.status === 200 ? headLinks(url.pathname) : '';
    return { kind: 'page', status: output.status, html: deferScripts(links ? html.replace('<head>', () => `<head>${links}`) : html) };
  };

  return {
    async render(url, cookieHeader) {
      const renderer = await current();
      const all = parseCookies(cookieHeader);
      const cookies: Record<string, string> = {};
      for (const name of PAGE_COOKIES) if (all[name] !== undefined) cookies[name] = all[name];
      // The origin (hreflang links) is part of the key, and the session itself: a page may be drawn for its member
      // (a member's own draft pet, a moderation page's 403).
      const flags = PAGE_COOKIES.map((name) => cookies[name] ?? '');
      const key = `${url.origin}${url.pathname}${url.search}|${flags.join('|')}`;
      const now = Date.now();
      const hit = cache.get(key);
      if (hit && now - hit.at < CACHE_MS) return hit.page;
      const page = draw(renderer, url, cookies);
      cache.set(key, { at: now, page });
      // Only pages that show something are reused: a 404 (a pet published a moment later) or a failure is drawn again.
      page.then(
        (drawn) => drawn.kind === 'page' && drawn.status !== 200 && cache.delete(key),
        () => cache.delete(key),
      );
      if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      return page;
    },
  };
}
