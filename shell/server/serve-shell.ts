import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { exitWithParent } from '@bc/shared/node/exit-with-parent';
import { guardRequests } from '@bc/shared/node/guard-requests';
import { shellSecurityHeaders } from '@bc/shared/node/security-headers';
import { createStaticHandler } from '@bc/shared/node/static-server';
import { API_PORT, REMOTES, SHELL_PORT, type RemoteName } from '@bc/shared/federation';
import { matchPage, pageRemotes } from './known-routes';
import { createPageRenderer, escapeHtml, RendererMissingError, type PageRenderer } from './page-renderer';
import { latestBuilds } from './latest-builds';

export interface ShellServerOptions {
  port: number;
  host?: string;
  dist: string;
  /** Remote name → its mf-manifest.json URL, handed to the browser as remotes.json. */
  remotes: Partial<Record<RemoteName, string>>;
  apiUrl: string;
  metrikaId?: number | null;
  /** The site's public origin for absolute links (hreflang); default: the request's Host. */
  publicUrl?: string;
  /**
   * The server sits behind a proxy (TLS, load balancer) whose X-Forwarded-Proto and X-Forwarded-For it believes
   * (TRUST_PROXY=1). Otherwise they are replaced: the request came over plain HTTP from its socket's address, so the API
   * marks cookies Secure only when a trusted proxy says the visitor used HTTPS.
   */
  trustProxy?: boolean;
}

type SecurityHeaders = ReturnType<typeof shellSecurityHeaders>;

/** The forwarding headers the API is sent: the trusted proxy's, extended, or this hop's own. */
export function forwardedHeaders(req: IncomingMessage, trustProxy: boolean): Record<string, string> {
  const address = req.socket.remoteAddress ?? '';
  const given = (name: string) => String(req.headers[name] ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  if (!trustProxy) return { 'x-forwarded-proto': 'http', 'x-forwarded-for': address };
  const proto = given('x-forwarded-proto')[0];
  return {
    'x-forwarded-proto': proto === 'https' ? 'https' : 'http',
    'x-forwarded-for': [...given('x-forwarded-for'), address].filter(Boolean).join(', '),
  };
}

function proxyApi(req: IncomingMessage, res: ServerResponse, apiUrl: string, trustProxy: boolean): void {
  const target = new URL(req.url ?? '/', apiUrl);
  const upstream = httpRequest(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host, ...forwardedHeaders(req, trustProxy) } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: 'The API is not reachable', statusCode: 502, statusMessage: 'Bad Gateway' }));
  });
  req.pipe(upstream);
}

/**
 * The origin the visitor used, for absolute links in drawn pages: a trusted proxy's `X-Forwarded-Proto` and the `Host`
 * header (only a well-formed host; anything else falls back to localhost). Set PUBLIC_URL in production.
 */
export function requestOrigin(req: IncomingMessage, trustProxy = false): string {
  const protocol = forwardedHeaders(req, trustProxy)['x-forwarded-proto'];
  const host = String(req.headers.host ?? '');
  return `${protocol}://${/^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) ? host : 'localhost'}`;
}

function json(res: ServerResponse, body: unknown): void {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(JSON.stringify(body));
}

/** Preloads of the manifest of each remote the page needs (the federation runtime fetches it with a plain `fetch`). */
function manifestPreloads(options: ShellServerOptions, pathname: string): string {
  const manifests = pageRemotes(matchPage(pathname)).flatMap((name) => options.remotes[name] ?? []);
  return manifests.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="anonymous">`).join('');
}

/** A page, with its Content-Security-Policy (the hashes of its own inline scripts). */
function sendHtml(req: IncomingMessage, res: ServerResponse, security: SecurityHeaders, status: number, html: string): void {
  security.page(req, res, html);
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip ? gzipSync(html, { level: 6 }) : Buffer.from(html);
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding, Cookie',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The page: drawn on the server when the shell's server renderer is built (the first paint needs no JavaScript),
 * otherwise index.html as built; either way with a preload of the manifest of each remote the route needs (the
 * federation runtime fetches it with a plain `fetch`), so it arrives while the shell's own code loads.
 */
async function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  options: ShellServerOptions,
  dist: string,
  url: URL,
  renderer: PageRenderer,
  security: SecurityHeaders,
): Promise<void> {
  try {
    const origin = options.publicUrl ?? requestOrigin(req, options.trustProxy);
    const page = await renderer.render(new URL(url.pathname + url.search, origin), req.headers.cookie);
    if (page.kind === 'redirect') {
      res.writeHead(page.status, { Location: page.location, 'Cache-Control': 'no-cache' }).end();
      return;
    }
    sendHtml(req, res, security, page.status, page.html);
    return;
  } catch (error) {
    if (!(error instanceof RendererMissingError)) console.error(`[shell] could not draw ${url.pathname} on the server; sending the plain page`, error);
  }
  const file = join(dist, 'index.html');
  const status = matchPage(url.pathname) ? 200 : 404;
  const links = manifestPreloads(options, url.pathname);
  sendHtml(req, res, security, status, readFileSync(file, 'utf8').replace('<head>', () => `<head>${links}`));
}

/**
 * Serves the built shell: static files, `remotes.json`, `builds/latest.json`, `/api` on the same origin (proxied),
 * 301 for trailing slashes and a 404 status for unknown pages (the page itself renders the 404 view).
 */
export function startShellServer(options: ShellServerOptions): Promise<Server> {
  const dist = resolve(options.dist);
  const serveStatic = createStaticHandler({ root: dist });
  const renderer = createPageRenderer(dist, options.apiUrl, (pathname) => manifestPreloads(options, pathname));
  const security = shellSecurityHeaders({ remotes: Object.values(options.remotes), analytics: Boolean(options.metrikaId) });
  // A malformed URL answers 400 and a failing request 500; neither can take the server down.
  const server = createServer(guardRequests('shell', (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    security.common(req, res);
    if (url.pathname.startsWith('/api/') || url.pathname === '/api') return proxyApi(req, res, options.apiUrl, options.trustProxy ?? false);
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      // One leading slash only: `//evil.example/` must not become a redirect to another site.
      res.writeHead(301, { Location: `/${url.pathname.replace(/^\/+/, '').replace(/\/+$/, '')}${url.search}` }).end();
      return;
    }
    if (url.pathname === '/remotes.json') {
      return json(res, { remotes: options.remotes, analytics: { metrikaId: options.metrikaId ?? null } });
    }
    if (url.pathname === '/builds/latest.json') {
      return latestBuilds(dist, options.remotes).then((builds) => json(res, builds));
    }
    if (url.pathname !== '/' && serveStatic(req, res)) return;
    return sendPage(req, res, options, dist, url, renderer, security);
  }));
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, options.host ?? '127.0.0.1', () => done(server));
  });
}

/** Remote manifest URLs for remotes served on this machine's default ports. */
export function localRemotes(host = '127.0.0.1', portOf = (port: number) => port): Partial<Record<RemoteName, string>> {
  return Object.fromEntries(
    Object.entries(REMOTES).map(([name, remote]) => [name, `http://${host}:${portOf(remote.port)}/mf-manifest.json`]),
  );
}

// `tsx server/serve-shell.ts`: serve the built shell alone (remotes and API are expected at their default ports),
// or as a child of the start command's supervisor (REMOTES, API_URL and PORT set by it).
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const port = Number(process.env.PORT ?? SHELL_PORT);
  exitWithParent();
  startShellServer({
    port,
    dist: resolve(fileURLToPath(new URL('../dist', import.meta.url))),
    remotes: process.env.REMOTES ? (JSON.parse(process.env.REMOTES) as Record<string, string>) : localRemotes(),
    apiUrl: process.env.API_URL ?? `http://127.0.0.1:${API_PORT}`,
    metrikaId: process.env.METRIKA_ID ? Number(process.env.METRIKA_ID) : null,
    publicUrl: process.env.PUBLIC_URL,
    trustProxy: ['1', 'true', 'yes', 'on'].includes((process.env.TRUST_PROXY ?? '').toLowerCase()),
  }).then(
    () => {
      console.info(`shell at http://localhost:${port}`);
      process.send?.({ ready: true });
    },
    (error: unknown) => {
      console.error(`could not serve the shell on port ${port}:`, error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
