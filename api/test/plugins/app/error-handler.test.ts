import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toErrorResponse } from '../../../src/plugins/app/error-handler';
import { build } from '../../helpers/build';
import { createUser } from '../../helpers/users';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(async () => app?.close());

describe('the error handler', () => {
  it('answers unknown routes with 404 in the error shape', async () => {
    const response = await app.inject({ url: '/api/no/such/route?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Route GET /api/no/such/route not found', statusCode: 404, statusMessage: 'Not Found' });
  });

  it('answers malformed JSON and wrong content types with a 4xx', async () => {
    const json = await app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ statusCode: 400, data: { field: 'body' } });
    const empty = await app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.json()).toMatchObject({ statusCode: 400, data: { field: 'body' } });
    const text = await app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.json()).toMatchObject({ statusCode: 400, message: 'body must be object' });
    const xml = await app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ statusCode: 415 });
  });

  it('echoes a well-formed x-request-id and makes one otherwise', async () => {
    const given = await app.inject({ url: '/api/dictionaries/coats', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await app.inject({ url: '/api/dictionaries/coats', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await app.inject({ url: '/nope' })).headers['x-request-id']).toBeTruthy();
  });

  it('maps unique violations (also wrapped by drizzle) to 409 naming the field', async () => {
    const user = await createUser(app);
    const error = await app.data.users.insert({ email: user.user.email, nickname: 'someone-else' }).catch((e: unknown) => e);
    expect(toErrorResponse(error)).toEqual({ message: 'email is already taken', statusCode: 409, statusMessage: 'Conflict', data: { field: 'email' } });
  });

  it('answers a retryable 503 when the database connection was lost or refused (also wrapped by drizzle)', () => {
    const wrapped = (cause: object) => Object.assign(new Error('Failed query: insert into "pets" …'), { cause });
    const lost = [
      wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })),
      wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
      wrapped(new Error('Connection terminated unexpectedly')),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
    ];
    for (const error of lost) {
      expect(toErrorResponse(error)).toEqual({
        message: 'The database is briefly unavailable; try again in a moment.',
        statusCode: 503,
        statusMessage: 'Service Unavailable',
        data: { retryable: true },
      });
    }
  });

  it('answers a character the database cannot store (behind validation, which names the field) with a 400, not a 500', () => {
    for (const code of ['22021', '22P05']) {
      const error = new Error('Failed query', { cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code }) });
      expect(toErrorResponse(error)).toEqual({ message: 'A text holds a character that cannot be stored', statusCode: 400, statusMessage: 'Bad Request' });
    }
  });

  it('hides the details of a 5xx: no stack, no SQL', () => {
    const error = new Error('Failed query: select "password_hash" from "users" where id = $1', { cause: new Error('connection lost') });
    const body = toErrorResponse(error);
    expect(body).toEqual({ message: 'Internal Server Error', statusCode: 500, statusMessage: 'Internal Server Error' });
  });
});

describe('when the database fails', () => {
  it('answers 500 without leaking anything', async () => {
    const broken = await build();
    const user = await createUser(broken);
    await broken.database.close();
    const response = await broken.inject({ url: '/api/user', headers: user.headers });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal Server Error', statusCode: 500, statusMessage: 'Internal Server Error' });
    await broken.close().catch(() => {});
  });
});
