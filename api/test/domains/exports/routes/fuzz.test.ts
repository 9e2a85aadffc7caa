import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '@bc/shared/contracts';
import { build } from '../../../helpers/build';
import { routeKey, servedRoutes } from '../../../helpers/contracts';
import { fuzzRoute, type ValidRequest } from '../../../helpers/fuzz';
import { FUZZED_ELSEWHERE, sortedKeys } from '../../../helpers/fuzz-coverage';
import { addPet } from '../../../helpers/pets';
import { createCast, type Cast } from '../../../helpers/users';

/**
 * Property-based bad input on every exports route: starting from a valid request, malformed ones answer a 400 in the
 * error shape naming the field.
 */
let app: FastifyInstance;
let cast: Cast;
let petId: number;
beforeAll(async () => {
  app = await build();
  cast = await createCast(app);
  petId = (await addPet(app, cast.member.headers, { registeredName: 'Fuzz Export', sex: 'male' })).id;
});
afterAll(async () => app?.close());

const cases: [c.RouteContract, () => ValidRequest][] = [
  [c.exportPedigreeRoute, () => ({ headers: cast.member.headers, params: { id: petId }, query: { generations: 4, format: 'xlsx' } })],
  [c.exportSearchRoute, () => ({ query: { q: 'Fuzz', color: 'black-white', alive: 'true', sort: 'birth', format: 'csv' } })],
  [c.exportMemberRoute, () => ({ headers: cast.member.headers, params: { id: cast.member.user.id }, query: { role: 'breeder' } })],
];

describe('bad input on every exports route', () => {
  for (const [route, valid] of cases) {
    it(`${route.method} ${route.url}`, async () => {
      await fuzzRoute(app, route, valid(), { numRuns: 30 });
    });
  }

  it('covers every exports route (its list in helpers/fuzz-coverage.ts), and the app serves them all', () => {
    expect(sortedKeys(cases.map(([route]) => route))).toEqual(sortedKeys(FUZZED_ELSEWHERE.exports));
    const served = new Set(servedRoutes(app).map(routeKey));
    expect(FUZZED_ELSEWHERE.exports.map(routeKey).filter((key) => !served.has(key))).toEqual([]);
  });
});
