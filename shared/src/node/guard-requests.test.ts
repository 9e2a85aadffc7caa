// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodedPath, guardRequests } from './guard-requests';
import { rawGet } from './raw-get';

describe('decodedPath', () => {
  it('decodes the path and refuses malformed percent-encoding', () => {
    expect(decodedPath('/pets/%D0%91%D0%B8?q=%')).toBe('/pets/Би');
    expect(decodedPath('/%')).toBeNull();
    expect(decodedPath('/%C0%AF')).toBeNull();
  });
});

describe('guardRequests', () => {
  let server: Server | undefined;
  afterEach(() => void server?.close());

  const listen = async (handler: Parameters<typeof guardRequests>[1]) => {
    server = createServer(guardRequests('test', handler));
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    return (server.address() as AddressInfo).port;
  };

  it('answers 500 when the handler throws or rejects, and the server keeps serving', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const port = await listen((req, res) => {
      if (req.url === '/throw') throw new Error('boom');
      if (req.url === '/reject') return Promise.reject(new Error('later boom'));
      res.end('ok');
    });
    expect((await rawGet(port, '/throw')).status).toBe(500);
    expect((await rawGet(port, '/reject')).status).toBe(500);
    expect((await rawGet(port, '/fine')).body.toString()).toBe('ok');
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('answers 400 to a malformed address without calling the handler', async () => {
    const handler = vi.fn();
    const port = await listen(handler);
    expect((await rawGet(port, '/%')).status).toBe(400);
    expect(handler).not.toHaveBeenCalled();
  });
});
