// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '@bc/shared/node/raw-get';
import { requestOrigin, startShellServer } from './serve-shell';

const request = (headers: Record<string, string>) => ({ headers, socket: { remoteAddress: '127.0.0.1' } }) as unknown as IncomingMessage;

describe('the origin of drawn pages', () => {
  it('is the visitor’s host, https only behind a proxy the server trusts', () => {
    expect(requestOrigin(request({ host: 'bc.example:3000' }))).toBe('http://bc.example:3000');
    expect(requestOrigin(request({ host: 'bc.example', 'x-forwarded-proto': 'https, http' }), true)).toBe('https://bc.example');
    expect(requestOrigin(request({ host: 'bc.example', 'x-forwarded-proto': 'https' }))).toBe('http://bc.example');
  });

  it('ignores a malformed Host header', () => {
    expect(requestOrigin(request({ host: 'evil.example/"><script>' }))).toBe('http://localhost');
    expect(requestOrigin(request({}))).toBe('http://localhost');
  });
});

/** A page of the built shell with an inline script (as Mantine's colour-scheme script is). */
const INLINE = 'document.documentElement.dataset.ready="1"';
const INDEX = `<!doctype html><html lang="ru"><head><title>BC</title><script>${INLINE}</script><script defer src="/static/js/index.js"></script></head><body><div id="root"><div id="boot-loader"><span></span></div></div></body></html>`;
const REMOTE = 'http://127.0.0.1:4001/mf-manifest.json';

describe('the shell’s server', () => {
  const dist = mkdtempSync(join(tmpdir(), 'bc-shell-'));
  const servers: Server[] = [];
  let api = '';
  const start = async (options: { metrikaId?: number; trustProxy?: boolean } = {}) => {
    const server = await startShellServer({ port: 0, dist, remotes: { mfe_pets: REMOTE }, apiUrl: api, ...options });
    servers.push(server);
    return (server.address() as AddressInfo).port;
  };

  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'app.js'), 'export {};\n');
    // What reaches the API through the proxy: its answer is the forwarding headers it was sent.
    const upstream = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ proto: req.headers['x-forwarded-proto'], for: req.headers['x-forwarded-for'] }));
    });
    await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
    servers.push(upstream);
    api = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    for (const server of servers) server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends pages with a strict Content-Security-Policy: the site, the remotes and the page’s own inline scripts only', async () => {
    const page = await rawGet(await start(), '/en/pets');
    const policy = String(page.headers['content-security-policy']);
    const hash = createHash('sha256').update(INLINE).digest('base64');
    const directives = Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    expect(directives['script-src']).toEqual(["'self'", 'http://127.0.0.1:4001', `'sha256-${hash}'`]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(policy).not.toContain('unsafe-eval');
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain('yandex');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows Yandex Metrika only when a counter is configured', async () => {
    const page = await rawGet(await start({ metrikaId: 12345 }), '/');
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self' http:\/\/127\.0\.0\.1:4001 https:\/\/mc\.yandex\.ru https:\/\/yastatic\.net 'sha256-/);
    expect(String(page.headers['content-security-policy'])).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:4001 https:\/\/mc\.yandex\.ru/);
  });

  it('refuses framing and sniffing on files and remotes.json as well', async () => {
    const port = await start();
    for (const path of ['/app.js', '/remotes.json']) {
      const { headers } = await rawGet(port, path);
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('tells the API the visitor came over HTTPS only when it trusts its proxy (the API then marks cookies Secure)', async () => {
    const spoofed = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.7' };
    const untrusted = await rawGet(await start(), '/api/user', spoofed);
    expect(JSON.parse(untrusted.body.toString())).toEqual({ proto: 'http', for: '127.0.0.1' });
    const trusted = await rawGet(await start({ trustProxy: true }), '/api/user', spoofed);
    expect(JSON.parse(trusted.body.toString())).toEqual({ proto: 'https', for: '203.0.113.7, 127.0.0.1' });
  });
});
