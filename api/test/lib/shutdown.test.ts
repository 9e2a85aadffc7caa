import { request as httpRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { gracefulShutdown } from '../../src/lib/shutdown';
import { build } from '../helpers/build';
import { createUser } from '../helpers/users';

let app: FastifyInstance | undefined;
afterAll(async () => app?.close().catch(() => {}));

const refused = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

describe('graceful shutdown', () => {
  it('finishes a request in flight and refuses new connections', async () => {
    app = await build();
    const user = await createUser(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const exit = vi.fn();
    const shutdown = gracefulShutdown(app, { exit, signals: [] });

    // A slow client: the login's headers arrive, its body only after the shutdown has begun.
    const body = JSON.stringify({ email: user.user.email, password: user.password });
    const received = new Promise<void>((resolve) => app!.server.once('request', () => resolve()));
    const slow = httpRequest({
      port, host: '127.0.0.1', method: 'POST', path: '/api/user/login',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      slow.once('response', (response: IncomingMessage) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.once('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      slow.once('error', reject);
    });
    slow.write(body.slice(0, 10));
    await received;

    const closed = shutdown('SIGTERM');
    expect(shutdown('SIGTERM')).toBe(closed);
    await vi.waitFor(async () => expect(await refused(port)).toBe('ECONNREFUSED'));
    expect(exit).not.toHaveBeenCalled();

    slow.end(body.slice(10));
    const { status, text } = await answered;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ user: { id: user.user.id }, accessToken: expect.any(String) });
    await closed;
    expect(exit).toHaveBeenCalledWith(0);
    app = undefined;
  });
});
