// @vitest-environment node
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from './static-server';

describe('static server compression', () => {
  const root = mkdtempSync(join(tmpdir(), 'bc-static-'));
  const body = 'export const answer = 42;\n'.repeat(200);
  let base = '';
  let close = () => undefined as void;

  beforeAll(async () => {
    writeFileSync(join(root, 'fresh.js'), body);
    writeFileSync(join(root, 'fresh.js.br'), brotliCompressSync(body));
    writeFileSync(join(root, 'stale.js'), body);
    writeFileSync(join(root, 'stale.js.br'), brotliCompressSync('old'));
    utimesSync(join(root, 'stale.js.br'), new Date(2000, 0, 1), new Date(2000, 0, 1));
    const server = await serveStatic(root, 0);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => void server.close();
  });
  afterAll(() => {
    close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (path: string, encoding: string) => fetch(base + path, { headers: { 'Accept-Encoding': encoding } });

  it('sends the build’s Brotli file to clients taking br', async () => {
    const response = await get('/fresh.js', 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe(body);
  });

  it('falls back to gzip without br, or when the Brotli file is older than the file', async () => {
    expect((await get('/fresh.js', 'gzip')).headers.get('content-encoding')).toBe('gzip');
    const stale = await get('/stale.js', 'br, gzip');
    expect(stale.headers.get('content-encoding')).toBe('gzip');
    expect(await stale.text()).toBe(body);
  });
});
