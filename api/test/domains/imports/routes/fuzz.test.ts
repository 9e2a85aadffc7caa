import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '@bc/shared/contracts';
import { build } from '../../../helpers/build';
import { routeKey, servedRoutes } from '../../../helpers/contracts';
import { fuzzRoute, type ValidRequest } from '../../../helpers/fuzz';
import { FUZZED_ELSEWHERE, sortedKeys } from '../../../helpers/fuzz-coverage';
import { createCast, type Cast } from '../../../helpers/users';
import { multipart } from '../../files/fixtures';

/**
 * Property-based bad input on every imports route: starting from a valid request, malformed ones answer a 400 in the
 * error shape naming the field, and write nothing.
 */
let app: FastifyInstance;
let cast: Cast;
let job: c.ImportUploaded;
beforeAll(async () => {
  app = await build();
  cast = await createCast(app);
  const { payload, headers } = await multipart({}, { field: 'file', name: 'dogs.csv', data: Buffer.from('Registration,Name,Sex\nA1,Alpha,M\n') });
  job = (await app.inject({ method: 'POST', url: '/api/imports', payload, headers: { ...headers, ...cast.member.headers } })).json();
});
afterAll(async () => app?.close());

const body = () => ({
  mapping: { registry: 'RKF', columns: job.mapping.columns },
  resolutions: { choices: { 'unknown-value': 'skip' }, fixes: { color: { BLACKISH: 'black' } } },
});
const cases: [c.RouteContract, () => ValidRequest][] = [
  [c.importUploadRoute, () => ({ headers: cast.member.headers })],
  [c.importListRoute, () => ({ headers: cast.member.headers })],
  [c.importPreviewRoute, () => ({ headers: cast.member.headers, params: { id: job.id }, body: body() })],
  // Started by no valid request here: a malformed one must not start it either.
  [c.importStartRoute, () => ({ headers: cast.member.headers, params: { id: job.id }, body: body() })],
  [c.importStatusRoute, () => ({ headers: cast.member.headers, params: { id: job.id } })],
  [c.importUndoRoute, () => ({ headers: cast.member.headers, params: { id: job.id } })],
];

describe('bad input on every imports route', () => {
  for (const [route, valid] of cases) {
    it(`${route.method} ${route.url}`, async () => {
      await fuzzRoute(app, route, valid(), { numRuns: 30 });
    });
  }

  it('covers every imports route (its list in helpers/fuzz-coverage.ts), and the app serves them all', () => {
    expect(sortedKeys(cases.map(([route]) => route))).toEqual(sortedKeys(FUZZED_ELSEWHERE.imports));
    const served = new Set(servedRoutes(app).map(routeKey));
    expect(FUZZED_ELSEWHERE.imports.map(routeKey).filter((key) => !served.has(key))).toEqual([]);
  });
});
