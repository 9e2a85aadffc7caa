import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../helpers/build';
import { createUser, type TestUser } from '../helpers/users';

/** Unknown fields are refused everywhere: a 400 naming the field, for query, path and body alike. */
let app: FastifyInstance;
let member: TestUser;
const served: RouteOptions[] = [];
beforeAll(async () => {
  app = await build({ onRoute: (route) => served.push(route) });
  member = await createUser(app);
});
afterAll(async () => app?.close());

/** Bodies that are not ours to make strict: a payment provider's notification, its own JSON, trusted by its signature. */
const PROVIDER_BODIES = new Set(['POST /api/payments/webhook/:provider']);

interface ObjectSchema {
  type?: string;
  additionalProperties?: boolean;
}

describe('unknown fields', () => {
  it('every route the app serves declares strict schemas: querystring always, params and JSON bodies where it takes them', () => {
    const routes = served.filter((route) => route.schema && !route.schema.hide);
    expect(routes.length).toBeGreaterThan(50);
    const loose: string[] = [];
    for (const route of routes) {
      const schema = route.schema as Record<string, ObjectSchema | undefined>;
      const name = `${String(route.method)} ${route.url}`;
      if (schema.querystring?.additionalProperties !== false) loose.push(`${name} querystring`);
      if (/:[A-Za-z]/.test(route.url) && schema.params?.additionalProperties !== false) loose.push(`${name} params`);
      if (schema.body?.type === 'object' && schema.body.additionalProperties !== false && !PROVIDER_BODIES.has(name)) loose.push(`${name} body`);
    }
    expect(loose).toEqual([]);
  });

  it.each(['/api/dictionaries/colors', '/api/dictionaries/countries', '/api/dictionaries/health', '/api/user', '/api/user/logout'])(
    'GET %s?foo=1 answers 400 naming foo',
    async (url) => {
      const response = await app.inject({ url: `${url}?foo=1`, headers: member.headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'querystring/foo is not allowed (unknown field)', data: { field: 'foo' } });
    },
  );

  it('routes with path parameters or a body refuse unknown query fields too', async () => {
    const show = await app.inject({ url: `/api/user/nickname/${member.user.nickname}/show?tab=pets` });
    expect(show.json()).toMatchObject({ statusCode: 400, data: { field: 'tab' } });
    const login = await app.inject({
      method: 'POST', url: '/api/user/login?next=/u/edit', payload: { email: member.user.email, password: member.password },
    });
    expect(login.json()).toMatchObject({ statusCode: 400, data: { field: 'next' } });
    // And the same calls without them succeed.
    expect((await app.inject({ url: `/api/user/nickname/${member.user.nickname}/show` })).statusCode).toBe(200);
  });

  it('a declared query still takes its own fields and refuses others', async () => {
    expect((await app.inject({ url: '/api/user/likes?page=1&limit=5', headers: member.headers })).statusCode).toBe(200);
    const extra = await app.inject({ url: '/api/user/likes?page=1&sort=name', headers: member.headers });
    expect(extra.json()).toMatchObject({ statusCode: 400, data: { field: 'sort' } });
  });
});
