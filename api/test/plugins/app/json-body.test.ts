import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorHandler from '../../../src/plugins/app/error-handler';
import jsonBody from '../../../src/plugins/app/json-body';
import { build } from '../../helpers/build';
import { fingerprint } from '../../helpers/rows';
import { createUser, type TestUser } from '../../helpers/users';

/**
 * JSON bodies: a prototype key anywhere is a 400 naming its path (it used to be "Body is not valid JSON", naming
 * only `body`, which the property-based tests caught as a nested `__proto__` inside an unknown field), and no
 * handler ever receives one.
 */
let app: FastifyInstance;
let bare: FastifyInstance;
let member: TestUser;
const received: unknown[] = [];

beforeAll(async () => {
  app = await build();
  member = await createUser(app);
  // A route without a body schema: whatever the parser lets through reaches the handler as it is.
  bare = Fastify({ logger: false });
  await bare.register(errorHandler);
  await bare.register(jsonBody);
  bare.post('/echo', async (request) => {
    received.push(request.body);
    return { ok: true };
  });
  await bare.ready();
});
afterAll(async () => {
  await bare?.close();
  await app?.close();
});

const post = (target: FastifyInstance, url: string, payload: string, headers: Record<string, string> = {}) =>
  target.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload });

describe('prototype keys in JSON bodies', () => {
  it('names the nested prototype key inside an unknown field (fuzz seed 2020632203 on POST /api/user/delete)', async () => {
    const before = await fingerprint(app);
    const response = await post(
      app, '/api/user/delete', '{"password":"wrong-password","userId":1,"%GQjk^":{"4":"Lr*ca","__proto__":"bi","N|47":true}}', member.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'body/%GQjk^/__proto__ is not allowed (prototype key)',
      statusCode: 400,
      statusMessage: 'Bad Request',
      data: { field: '%GQjk^.__proto__' },
    });
    expect(await fingerprint(app)).toEqual(before);
  });

  it('names a prototype key at the top, in arrays and as constructor.prototype', async () => {
    const cases: [string, string][] = [
      ['{"__proto__":{"isModerator":true},"email":"a@b.co","password":"Password-123"}', '__proto__'],
      ['{"email":"a@b.co","password":"Password-123","x":[1,{"y":[{"__proto__":null}]}]}', 'x.1.y.0.__proto__'],
      ['{"email":"a@b.co","password":"Password-123","x":{"constructor":{"prototype":{"polluted":1}}}}', 'x.constructor'],
    ];
    for (const [payload, field] of cases) {
      const response = await post(app, '/api/user/login', payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().data, payload).toEqual({ field });
    }
  });

  it('leaves a plain "constructor" field to the schema (an unknown field like any other)', async () => {
    const response = await post(app, '/api/user/login', '{"email":"a@b.co","password":"Password-123","constructor":"x"}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'body/constructor is not allowed (unknown field)', data: { field: 'constructor' } });
  });

  it('never lets one reach a handler, whatever the route declares', async () => {
    received.length = 0;
    const refused = await post(bare, '/echo', '{"a":{"b":[{"__proto__":{"polluted":true}}]}}');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data).toEqual({ field: 'a.b.0.__proto__' });
    const accepted = await post(bare, '/echo', '{"a":{"b":[{"c":1}]},"proto":"__proto__"}', { 'content-type': 'application/json; charset=utf-8' });
    expect(accepted.statusCode).toBe(200);
    expect(received).toEqual([{ a: { b: [{ c: 1 }] }, proto: '__proto__' }]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps the errors of empty and malformed bodies, and survives the deepest nesting the body limit allows', async () => {
    expect((await post(bare, '/echo', '')).json()).toMatchObject({ statusCode: 400, data: { field: 'body' }, message: expect.stringMatching(/cannot be empty/) });
    expect((await post(bare, '/echo', '{"a":')).json()).toMatchObject({ statusCode: 400, data: { field: 'body' }, message: expect.stringMatching(/not valid JSON/) });
    const depth = 400_000;
    const deep = `{"email":"a@b.co","password":"Password-123","x":${'['.repeat(depth)}{"__proto__":1}${']'.repeat(depth)}}`;
    const response = await post(app, '/api/user/login', deep);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.field).toMatch(/^x\.0\.0\./);
  });
});
