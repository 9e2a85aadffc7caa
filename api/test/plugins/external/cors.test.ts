import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../helpers/build';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(async () => app?.close());

const preflight = (origin: string) =>
  app.inject({
    method: 'OPTIONS', url: '/api/user/login',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
  });

describe('CORS', () => {
  it('allows the frontend ports 3000-3006', async () => {
    for (const port of [3000, 3003, 3006]) {
      const response = await preflight(`http://localhost:${port}`);
      expect(response.headers['access-control-allow-origin']).toBe(`http://localhost:${port}`);
      expect(String(response.headers['access-control-allow-headers'])).toContain('authorization');
    }
  });

  it('allows its own origin and refuses others', async () => {
    const same = await app.inject({ url: '/api/dictionaries/coats', headers: { origin: 'http://localhost:80', host: 'localhost:80' } });
    expect(same.headers['access-control-allow-origin']).toBe('http://localhost:80');
    const other = await preflight('http://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight('http://localhost:3007')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('exposes the request id', async () => {
    const response = await app.inject({ url: '/api/dictionaries/coats', headers: { origin: 'http://localhost:3000' } });
    expect(String(response.headers['access-control-expose-headers'])).toContain('x-request-id');
  });
});
