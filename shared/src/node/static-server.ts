import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import sirv from 'sirv';
import { exitWithParent } from './exit-with-parent';
import { guardRequests } from './guard-requests';
import { remoteSecurityHeaders } from './security-headers';

/** Files whose name does not change between builds: never cached long. */
const MUTABLE = /(^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|federation-runtime\.js|build\.json|remotes\.json)$/;

export interface StaticOptions {
  root: string;
  /** Allow any origin (remotes are loaded by a shell on another origin). */
  cors?: boolean;
}

/**
 * A request handler serving a built app's dist folder with sirv: the build's Brotli and gzip copies (`<file>.br`,
 * `<file>.gz`, written by `precompress`) when the client takes them, weak ETags, long caching for hashed files and
 * `no-cache` for the few whose names stay the same between builds. Files are looked up per request, so a remote
 * redeployed by replacing its dist/ is served at once. Answers false when no file matches (the caller decides).
 */
export function createStaticHandler(options: StaticOptions) {
  const serve = sirv(resolve(options.root), {
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: [],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', MUTABLE.test(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable');
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (options.cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Timing-Allow-Origin', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return true;
      }
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let handled = true;
    serve(req, res, () => {
      handled = false;
    });
    return handled;
  };
}

/**
 * Starts a static server for a remote's dist folder (CORS on; every answer nosniff and refused in frames); a malformed
 * URL answers 400, a failure 500.
 */
export function serveStatic(root: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const handle = createStaticHandler({ root, cors: true });
  const securityHeaders = remoteSecurityHeaders();
  const server = createServer(
    guardRequests(`static ${root}`, (req, res) => {
      securityHeaders(req, res);
      if (!handle(req, res)) res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    }),
  );
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(server));
  });
}

// `tsx static-server.ts DIST PORT`: serve a remote standalone (or as a child of the start command's supervisor).
if (process.argv[1] && /static-server\.ts$/.test(process.argv[1])) {
  const [dist, port] = process.argv.slice(2);
  if (!dist || !port) {
    console.error('usage: static-server.ts DIST_DIR PORT');
    process.exit(2);
  }
  exitWithParent();
  serveStatic(resolve(dist), Number(port), process.env.HOST ?? '127.0.0.1').then(
    () => {
      console.info(`serving ${dist} at http://localhost:${port}`);
      process.send?.({ ready: true });
    },
    (error: unknown) => {
      console.error(`could not serve ${dist} on port ${port}:`, error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
