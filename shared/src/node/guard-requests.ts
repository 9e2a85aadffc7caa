import type { IncomingMessage, ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** The request's path decoded, or null when it is not valid percent-encoding (`/%`, `/%E0%A4%A`). */
export function decodedPath(url: string | undefined): string | null {
  const path = (url ?? '/').split('?')[0];
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

function fail(res: ServerResponse, status: 400 | 500, text: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(text);
}

/**
 * Wraps a Node request handler so that no request can take the process down: a URL that is not valid
 * percent-encoding answers 400 before the handler sees it, and anything the handler throws (or rejects with)
 * answers 500 and is logged with the server's name.
 */
export function guardRequests(name: string, handler: Handler): Handler {
  return (req, res) => {
    if (decodedPath(req.url) === null) return fail(res, 400, 'Bad request: the address is not valid percent-encoding');
    const failed = (error: unknown) => {
      console.error(`[${name}] ${req.method} ${req.url} failed:`, error);
      fail(res, 500, 'Internal server error');
    };
    try {
      const result = handler(req, res);
      if (result instanceof Promise) result.catch(failed);
    } catch (error) {
      failed(error);
    }
  };
}
