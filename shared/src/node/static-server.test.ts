// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from './raw-get';
import { serveStatic } from './static-server';

describe('static server', () => {
  const root = mkdtempSync(join(tmpdir(), 'bc-static-'));
  const body = 'export const answer = 42;\n'.repeat(200);
  let port = 0;
  let close = () => undefined as void;

  beforeAll(async () => {
    writeFileSync(join(root, 'app.3f2a.js'), body);
    writeFileSync(join(root, 'app.3f2a.js.br'), brotliCompressSync(body));
    writeFileSync(join(root, 'app.3f2a.js.gz'), gzipSync(body));
    writeFileSync(join(root, 'mf-manifest.json'), '{}');
    const server = await serveStatic(root, 0);
    port = (server.address() as AddressInfo).port;
    close = () => void server.close();
  });
  afterAll(() => {
    close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the build’s Brotli copy to clients taking br, the gzip copy to the others that take gzip', async () => {
    const br = await rawGet(port, '/app.3f2a.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    const gz = await rawGet(port, '/app.3f2a.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await rawGet(port, '/app.3f2a.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(body);
  });

  it('caches hashed files for a year and the manifest not at all, with CORS for the shell', async () => {
    const asset = await rawGet(port, '/app.3f2a.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['access-control-allow-origin']).toBe('*');
    expect((await rawGet(port, '/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
  });

  it('answers 400 to an address that is not valid percent-encoding, and keeps serving', async () => {
    for (const path of ['/%', '/%E0%A4%A', '/app.3f2a.js%', '/%zz?x=1']) {
      expect((await rawGet(port, path)).status, path).toBe(400);
    }
    expect((await rawGet(port, '/app.3f2a.js')).status).toBe(200);
  });

  it('never serves a file outside its folder', async () => {
    for (const path of ['/../../etc/passwd', '/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd']) {
      expect((await rawGet(port, path)).status, path).toBe(404);
    }
  });

  it('refuses to be framed and is never sniffed, files and missing ones alike; the shell on another origin may load it', async () => {
    for (const path of ['/app.3f2a.js', '/mf-manifest.json', '/missing.js']) {
      const { headers } = await rawGet(port, path);
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['content-security-policy'], path).toBe("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-resource-policy'], path).toBe('cross-origin');
    }
  });
});
