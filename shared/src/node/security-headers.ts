import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** Runs a helmet middleware (they set headers synchronously and call `next`). */
const apply = (middleware: Middleware, req: IncomingMessage, res: ServerResponse) => middleware(req, res, () => {});

/** Where the site's pages may load code and data from, besides their own origin. */
export interface PageSources {
  /** The remotes' manifest URLs (remotes.json): their origins serve code, styles, fonts and images. */
  remotes: readonly string[];
  /** Yandex Metrika is configured (its tag and its endpoints are allowed only then). */
  analytics: boolean;
}

const METRIKA = { script: ['https://mc.yandex.ru', 'https://yastatic.net'], connect: ['https://mc.yandex.ru'], frame: ['https://mc.yandex.ru'] };

/** The origins of absolute URLs (relative ones are the page's own origin, 'self'). */
export const originsOf = (urls: readonly string[]) =>
  [...new Set(urls.filter((url) => URL.canParse(url)).map((url) => new URL(url).origin))];

/** `'sha256-…'` of every inline script of a drawn page (the loader, the colour-scheme script), each response its own. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const HASHES = Symbol('inline script hashes');
type WithHashes = ServerResponse & { [HASHES]?: string[] };

/**
 * The shell's headers. Every answer: nosniff, no framing (X-Frame-Options DENY; pages also `frame-ancestors 'none'`),
 * `Referrer-Policy: strict-origin-when-cross-origin`, HSTS and helmet's other defaults. Pages: a Content-Security-Policy
 * allowing scripts only from the site, the configured remotes and (when configured) Yandex Metrika, plus the hashes of
 * the page's own inline scripts; styles also inline (Mantine writes `style` attributes and its variables' `<style>`);
 * frames of the page's own `blob:` URLs only (a PDF shown inline) and Metrika's when configured; no plugins, no `<base>`
 * elsewhere, forms only to the site.
 */
export function shellSecurityHeaders(sources: PageSources) {
  const remotes = originsOf(sources.remotes);
  const metrika = sources.analytics ? METRIKA : { script: [], connect: [], frame: [] };
  const common = helmet({
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  }) as Middleware;
  const pagePolicy = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...remotes, ...metrika.script, (_req, res) => ((res as WithHashes)[HASHES] ?? []).join(' ')],
      styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...remotes],
      fontSrc: ["'self'", 'data:', ...remotes],
      connectSrc: ["'self'", ...remotes, ...metrika.connect],
      // `blob:` frames only: the moderators' queue shows a member's PDF in the browser's PDF viewer from a blob: URL the
      // page made itself. Such a URL belongs to this origin, so a page must never put HTML in one it frames: the
      // attachments queue types its blob application/pdf itself after checking the bytes start with %PDF-
      // (mfe-moderation/src/features/attachments/api/get-request-pdf.ts), and the API refuses a PDF holding markup on
      // upload. No other origin may be framed (and `object-src 'none'`: no plugin, no <object> or <embed> of a blob).
      frameSrc: ['blob:', ...metrika.frame],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  }) as Middleware;
  return {
    /** The headers of every answer (call first). */
    common: (req: IncomingMessage, res: ServerResponse) => apply(common, req, res),
    /** The page's policy, with the hashes of `html`'s inline scripts (call before writing the head). */
    page(req: IncomingMessage, res: ServerResponse, html: string) {
      (res as WithHashes)[HASHES] = inlineScriptHashes(html);
      apply(pagePolicy, req, res);
    },
  };
}

/**
 * A remote's static server: nosniff, no framing (X-Frame-Options DENY and `frame-ancestors 'none'`, the only CSP
 * directive: what a remote's own page loads is its team's choice), the referrer policy; its files are loaded by the
 * shell's pages on another origin, so Cross-Origin-Resource-Policy is `cross-origin`.
 */
export function remoteSecurityHeaders() {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc, frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginOpenerPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  }) as Middleware;
  return (req: IncomingMessage, res: ServerResponse) => apply(headers, req, res);
}
