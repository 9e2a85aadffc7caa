// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { rawGet } from './raw-get';
import { type PageSources, remoteSecurityHeaders, shellSecurityHeaders } from './security-headers';

const REMOTE = 'http://127.0.0.1:4001/mf-manifest.json';
const PAGE = '<!doctype html><html><head><script>window.loaded = 1</script></head><body></body></html>';

/** The headers a shell page is sent with (through a real server, as the shell's own server applies them). */
async function pageHeaders(sources: PageSources) {
  const headers = shellSecurityHeaders(sources);
  const server = createServer((req, res) => {
    headers.common(req, res);
    headers.page(req, res, PAGE);
    res.end(PAGE);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  try {
    return (await rawGet((server.address() as AddressInfo).port, '/en/moder/attachments')).headers;
  } finally {
    server.close();
  }
}

/** `directive → sources` of a Content-Security-Policy header. */
const directivesOf = (policy: unknown) =>
  Object.fromEntries(String(policy).split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

describe('the shell’s page policy', () => {
  it('frames the page’s own blob: URLs (a PDF shown inline) and nothing else; no objects; the page itself is never framed', async () => {
    const headers = await pageHeaders({ remotes: [REMOTE], analytics: false });
    const directives = directivesOf(headers['content-security-policy']);
    expect(directives['frame-src']).toEqual(['blob:']);
    // Not the site, not the remotes, not any https: or data: page.
    for (const source of ["'self'", 'http://127.0.0.1:4001', 'https:', 'data:', '*', 'filesystem:']) {
      expect(directives['frame-src'], source).not.toContain(source);
    }
    // No directive that frames could fall back to more widely than frame-src.
    expect(directives['child-src']).toBeUndefined();
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['form-action']).toEqual(["'self'"]);
    // Scripts: the site, the remote and the page's own inline script by its hash; never blob: (a blob frame runs none).
    expect(directives['script-src']).toHaveLength(3);
    expect(directives['script-src']).not.toContain('blob:');
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
  });

  it('with Metrika configured, frames its origin besides blob:, still no objects', async () => {
    const directives = directivesOf((await pageHeaders({ remotes: [], analytics: true }))['content-security-policy']);
    expect(directives['frame-src']).toEqual(['blob:', 'https://mc.yandex.ru']);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
  });

  it('a remote’s files may not be framed either', async () => {
    const headers = remoteSecurityHeaders();
    const server = createServer((req, res) => {
      headers(req, res);
      res.end('export {}');
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    try {
      const answer = await rawGet((server.address() as AddressInfo).port, '/remoteEntry.js');
      expect(directivesOf(answer.headers['content-security-policy'])).toEqual({ 'frame-ancestors': ["'none'"] });
      expect(answer.headers['x-frame-options']).toBe('DENY');
    } finally {
      server.close();
    }
  });
});
