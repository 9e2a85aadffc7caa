import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '@bc/shared/contracts';
import { build } from '../helpers/build';
import { routeKey, servedRoutes } from '../helpers/contracts';
import { fuzzRoute, type ValidRequest } from '../helpers/fuzz';
import { createCast, type TestUser } from '../helpers/users';

/**
 * Every accounts and dictionaries route, property-based: random malformed requests answer a 4xx in the error
 * shape (400 naming the field for schema errors) and write nothing. New routes of these domains must be added
 * here (the last test checks); other domains keep their own fuzz tests built on helpers/fuzz.ts.
 */
const DICTIONARIES: c.RouteContract[] = [c.colorsRoute, c.countriesRoute, c.coatsRoute, c.breedsRoute, c.healthRoute, c.testProvidersRoute];
let app: FastifyInstance;
let member: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  app = await build();
  ({ member, moderator } = await createCast(app));
});
afterAll(async () => app?.close());

const asMember = () => member.headers;
const cases: [c.RouteContract, () => ValidRequest][] = [
  [c.colorsRoute, () => ({})],
  [c.countriesRoute, () => ({})],
  [c.coatsRoute, () => ({})],
  [c.breedsRoute, () => ({})],
  [c.healthRoute, () => ({})],
  [c.testProvidersRoute, () => ({})],
  [c.registrationRoute, () => ({ body: { email: 'new@example.test', password: 'Password-123', nickname: 'newcomer', locale: 'en' } })],
  [c.activateRoute, () => ({ body: { hash: 'x'.repeat(43) } })],
  [c.loginRoute, () => ({ body: { email: 'nobody@example.test', password: 'Password-123' } })],
  [c.refreshRoute, () => ({ body: { refreshToken: 'x'.repeat(43) } })],
  [c.logoutRoute, () => ({ headers: asMember() })],
  [c.recoverByEmailRoute, () => ({ body: { email: 'nobody@example.test', locale: 'ru' } })],
  [c.updatePasswordRoute, () => ({ headers: asMember(), body: { password: 'Password-456', id: member.user.id } })],
  [c.updateNicknameRoute, () => ({ headers: asMember(), body: { nickname: 'renamed-one' } })],
  [c.updateProfileRoute, () => ({ headers: asMember(), body: { displayName: 'Anna', city: 'Riga', country: 'LV', about: 'Hi', locale: 'lv' } })],
  [c.deleteAccountRoute, () => ({ headers: asMember(), body: { password: 'wrong-password' } })],
  [c.currentUserRoute, () => ({ headers: asMember() })],
  [c.usersRoute, () => ({ headers: moderator.headers, query: { page: 1, limit: 10, q: 'a', role: 'banned' } })],
  [c.showProfileRoute, () => ({ params: { nickname: member.user.nickname! } })],
  [c.editProfileRoute, () => ({ headers: asMember(), params: { nickname: member.user.nickname! } })],
  [c.likesRoute, () => ({ headers: asMember(), query: { page: 1, limit: 10 } })],
  [c.reportsRoute, () => ({ headers: asMember(), query: { page: 1, limit: 10 } })],
  [c.breederPetsRoute, () => ({ params: { id: member.user.id }, query: { page: 1, limit: 10 } })],
  [c.ownerPetsRoute, () => ({ params: { id: member.user.id }, query: { page: 1, limit: 10 } })],
  [c.addAccountRequestRoute, () => ({ body: { userId: member.user.id, info: 'This is my kennel', email: 'me@example.test', locale: 'de' } })],
  // Pedigree routes (with real pets in test/pedigree-api/fuzz.test.ts).
  [c.petTreeRoute, () => ({ params: { id: 1, depth: 3 }, query: { generations: 5, locale: 'en' } })],
  [c.matingTreeRoute, () => ({ params: { id: 0, depth: 3, flag: 'mating', sireId: 1, damId: 2 }, query: { generations: 5 } })],
  [c.diseasesRoute, () => ({ params: { id: 1, sireId: 0, damId: 0 }, query: { depth: 3 } })],
  [c.studRankingRoute, () => ({ params: { id: 2 }, query: { generations: 5, page: 1, limit: 10, offeredOnly: 'true' } })],
];

describe('bad input on every route', () => {
  for (const [route, valid] of cases) {
    it(`${route.method} ${route.url}`, async () => {
      await fuzzRoute(app, route, valid(), { numRuns: 30 });
    });
  }

  it('covers every served /api/user, /api/users and dictionary route', () => {
    // Other domains (pedigree, pets, uploads…) keep their own fuzz tests built on helpers/fuzz.ts.
    const covered = new Set(cases.map(([route]) => routeKey(route)));
    const ours = servedRoutes(app).filter((r) => /^\/api\/users?(\/|$)/.test(r.url) || DICTIONARIES.includes(r));
    expect(ours.map(routeKey).filter((key) => !covered.has(key))).toEqual([]);
  });
});
