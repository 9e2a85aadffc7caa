import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../src/plugins/external/rate-limit';
import { build } from '../../helpers/build';
import { createUser } from '../../helpers/users';

const limit = (max: number) => ({ max, timeWindow: 60_000 });
let app: FastifyInstance;
beforeAll(async () => {
  app = await build({
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      login: { perIp: limit(5), perIpEmail: limit(2) },
      recovery: { perIp: limit(3), perEmail: limit(1) },
      registration: { perIp: limit(2), perEmail: limit(1) },
      inquiry: { perIp: limit(3), perEmail: limit(1) },
    },
  });
});
afterAll(async () => app?.close());

const login = (email: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password: 'Wrong-password' }, headers: { 'x-forwarded-for': ip } });

describe('rate limits', () => {
  it('limit inquiries per email (they mail a member) and per address', async () => {
    const ask = (email: string, ip: string) => app.inject({
      method: 'POST', url: '/api/matings/form', headers: { 'x-forwarded-for': ip },
      payload: { id: 999_999, name: 'Visitor', email, message: 'Hello', topic: 'question' },
    });
    expect((await ask('asker@example.test', '10.0.9.1')).statusCode).toBe(404);
    expect((await ask('ASKER@example.test', '10.0.9.2')).statusCode).toBe(429);
    expect((await ask('second@example.test', '10.0.9.1')).statusCode).toBe(404);
    expect((await ask('third@example.test', '10.0.9.1')).statusCode).toBe(404);
    expect((await ask('fourth@example.test', '10.0.9.1')).statusCode).toBe(429);
  });

  it('limit sign-in attempts per address and email together, with 429 and Retry-After in the error shape', async () => {
    expect((await login('victim@example.test', '10.0.0.1')).statusCode).toBe(401);
    expect((await login('victim@example.test', '10.0.0.1')).statusCode).toBe(401);
    const limited = await login('VICTIM@example.test', '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ statusCode: 429, statusMessage: 'Too Many Requests', message: expect.stringMatching(/try again/) });
  });

  it('wrong passwords from one address do not lock the owner out from another', async () => {
    const owner = await createUser(app, { password: 'Owner-password-1' });
    const email = owner.user.email!;
    for (let i = 0; i < 3; i++) await login(email, '10.0.5.1');
    expect((await login(email, '10.0.5.1')).statusCode).toBe(429);
    const own = await app.inject({
      method: 'POST', url: '/api/user/login', payload: { email, password: 'Owner-password-1' }, headers: { 'x-forwarded-for': '10.0.5.2' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('limit sign-in attempts per address, whatever the email', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await login(`person${i}@example.test`, '10.0.1.1')).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await login('someone-else@example.test', '10.0.1.2')).statusCode).toBe(401);
  });

  it('limit password recovery per email and registration per address', async () => {
    const recover = (email: string, ip: string) =>
      app.inject({ method: 'POST', url: '/api/user/recover-by-email', payload: { email, locale: 'en' }, headers: { 'x-forwarded-for': ip } });
    expect((await recover('r@example.test', '10.0.2.1')).statusCode).toBe(200);
    expect((await recover('r@example.test', '10.0.2.2')).statusCode).toBe(429);
    const register = (n: number) =>
      app.inject({
        method: 'POST', url: '/api/user/registration', headers: { 'x-forwarded-for': '10.0.3.1' },
        payload: { email: `rl${n}@example.test`, password: 'Password-123', nickname: `ratelimited${n}`, locale: 'en' },
      });
    expect([(await register(1)).statusCode, (await register(2)).statusCode, (await register(3)).statusCode]).toEqual([201, 201, 429]);
  });

  it('a malformed request is refused before it counts', async () => {
    const bad = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'x' }, headers: { 'x-forwarded-for': '10.0.4.1' } });
    expect(bad.statusCode).toBe(400);
  });
});
