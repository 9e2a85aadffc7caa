import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../helpers/build';

/** The OpenAPI document (/api/docs/json) and its UI (/api/docs) are served and list every route the app serves. */
let app: FastifyInstance;
const served: RouteOptions[] = [];
beforeAll(async () => {
  app = await build({ onRoute: (route) => served.push(route) });
});
afterAll(async () => app?.close());

interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; security?: unknown[] }>>;
}

/** `/api/pets/:id` → `/api/pets/{id}`, the way the OpenAPI document writes paths. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)(\([^/]*\))?/g, '{$1}').replace(/\*$/, '{*}');

describe('OpenAPI', () => {
  it('serves the Swagger UI at /api/docs', async () => {
    const ui = await app.inject({ url: '/api/docs' });
    const page = ui.statusCode === 302 ? await app.inject({ url: ui.headers.location as string }) : ui;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger');
  });

  it('/api/docs/json lists every route the app serves, with its method', async () => {
    const response = await app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as OpenApi;
    expect(document.openapi).toMatch(/^3\./);
    // Routes declared with schemas: every contract route (the Swagger UI's own files and CORS preflights have none).
    const routes = served.filter((route) => route.schema && !route.schema.hide && route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes
      .flatMap((route) => (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({ method, url: route.url })))
      .filter(({ method, url }) => !document.paths[openApiPath(url)]?.[method.toLowerCase()])
      .map(({ method, url }) => `${method} ${url}`);
    expect(missing).toEqual([]);
  });

  it('documents path parameters and the Bearer security of signed-in routes', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json() as OpenApi;
    const show = document.paths['/api/user/nickname/{nickname}/show'].get;
    expect(show.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'nickname' })]));
    expect(document.paths['/api/users'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/user/login'].post.security).toBeUndefined();
  });
});
