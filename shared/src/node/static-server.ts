import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);
/** Files whose name does not change between builds: never cached long. */
const MUTABLE = /(^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|build\.json|remotes\.json)$/;

export interface StaticOptions {
  root: string;
  /** Allow any origin (remotes are loaded by a shell on another origin). */
  cors?: boolean;
  /** Serve index.html for paths without a file (the shell's client-side routes). */
  spaFallback?: boolean;
}

const gzipCache = new Map<string, { mtime: number; body: Buffer }>();

function gzipped(file: string, mtime: number): Buffer {
  const hit = gzipCache.get(file);
  if (hit && hit.mtime === mtime) return hit.body;
  const body = gzipSync(readFileSync(file), { level: 9 });
  gzipCache.set(file, { mtime, body });
  return body;
}

/** The build's Brotli copy of a file (`<file>.br`, written by the build), when it is at least as new as the file. */
function precompressed(path: string, mtime: number): { path: string; size: number } | null {
  try {
    const stat = statSync(path);
    return stat.mtimeMs >= mtime ? { path, size: stat.size } : null;
  } catch {
    return null;
  }
}

/** Resolves a URL path inside the root, or null when it escapes it or names no file. */
export function resolveFile(root: string, urlPath: string): string | null {
  const decoded = decodeURIComponent(urlPath.split('?')[0]);
  const candidate = resolve(root, `.${normalize(decoded)}`);
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** Sends one file with its type, caching, and Brotli (precompressed) or gzip when the client takes it. */
export function sendFile(req: IncomingMessage, res: ServerResponse, file: string, status = 200): void {
  const ext = extname(file);
  const stat = statSync(file);
  const relative = file.split(sep).join('/');
  res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', MUTABLE.test(relative) ? 'no-cache' : 'public, max-age=31536000, immutable');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Vary', 'Accept-Encoding');
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const brotli = COMPRESSIBLE.has(ext) && /\bbr\b/.test(accepted) ? precompressed(`${file}.br`, stat.mtimeMs) : null;
  if (brotli) {
    res.writeHead(status, { 'Content-Encoding': 'br', 'Content-Length': brotli.size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(brotli.path).pipe(res);
    return;
  }
  if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(accepted)) {
    const body = gzipped(file, stat.mtimeMs);
    res.writeHead(status, { 'Content-Encoding': 'gzip', 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(status, { 'Content-Length': stat.size });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

/** A request handler serving a built app's dist folder. Answers false when it did not handle the request. */
export function createStaticHandler(options: StaticOptions) {
  const root = resolve(options.root);
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
    const file = resolveFile(root, req.url ?? '/');
    if (file) {
      sendFile(req, res, file);
      return true;
    }
    if (options.spaFallback) {
      sendFile(req, res, join(root, 'index.html'));
      return true;
    }
    return false;
  };
}

/** Starts a static server for a remote's dist folder (CORS on). */
export function serveStatic(root: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const handle = createStaticHandler({ root, cors: true });
  const server = createServer((req, res) => {
    if (!handle(req, res)) res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  });
  return new Promise((done) => server.listen(port, host, () => done(server)));
}

// `tsx static-server.ts DIST PORT`: serve a remote standalone.
if (process.argv[1] && /static-server\.ts$/.test(process.argv[1])) {
  const [dist, port] = process.argv.slice(2);
  if (!dist || !port) {
    console.error('usage: static-server.ts DIST_DIR PORT');
    process.exit(2);
  }
  void serveStatic(resolve(dist), Number(port), process.env.HOST ?? '127.0.0.1').then(() =>
    console.log(`serving ${dist} at http://localhost:${port}`),
  );
}
