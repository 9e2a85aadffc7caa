import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '@bc/shared/contracts';
import { build } from '../helpers/build';
import { fuzzRoute, type ValidRequest } from '../helpers/fuzz';
import { FUZZED_ELSEWHERE, uncovered } from '../helpers/fuzz-coverage';
import { createCast, type TestUser } from '../helpers/users';

/**
 * Every accounts, dictionaries and pedigree route, property-based (helpers/fuzz.ts): random malformed requests
 * answer a 400 naming the field (401 for a broken token) and change nothing in the database. The last test fails
 * when a route the app serves is in no fuzz case list: this file's, or those of helpers/fuzz-coverage.ts.
 */
let app: FastifyInstance;
const served: RouteOptions[] = [];
let member: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  app = await build({ onRoute: (route) => served.push(route) });
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
  [c.refreshRoute, () => ({ headers: { cookie: `rt=${'x'.repeat(43)}` } })],
  [c.logoutRoute, () => ({ headers: asMember() })],
  [c.recoverByEmailRoute, () => ({ body: { email: 'nobody@example.test', locale: 'ru' } })],
  [c.updatePasswordRoute, () => ({ headers: asMember(), body: { password: 'Password-456', id: member.user.id, currentPassword: 'wrong-password' } })],
  [c.updateNicknameRoute, () => ({ headers: asMember(), body: { nickname: 'renamed-one' } })],
  [c.updateNicknameRoute, () => ({ headers: moderator.headers, body: { nickname: 'renamed-two', userId: member.user.id } })],
  [c.updateProfileRoute, () => ({ headers: asMember(), body: { displayName: 'Anna', city: 'Riga', country: 'LV', about: 'Hi', locale: 'lv' } })],
  [c.deleteAccountRoute, () => ({ headers: asMember(), body: { password: 'wrong-password' } })],
  [c.deleteAccountRoute, () => ({ headers: moderator.headers, body: { password: 'wrong-password', userId: member.user.id } })],
  [c.currentUserRoute, () => ({ headers: asMember() })],
  [c.usersRoute, () => ({ headers: moderator.headers, query: { page: 1, limit: 10, q: 'a', role: 'banned' } })],
  [c.showProfileRoute, () => ({ params: { nickname: member.user.nickname! } })],
  [c.editProfileRoute, () => ({ headers: asMember(), params: { nickname: member.user.nickname! } })],
  [c.likesRoute, () => ({ headers: asMember(), query: { page: 1, limit: 10 } })],
  [c.reportsRoute, () => ({ headers: asMember(), query: { page: 1, limit: 10 } })],
  [c.breederPetsRoute, () => ({ params: { id: member.user.id }, query: { page: 1, limit: 10 } })],
  [c.ownerPetsRoute, () => ({ params: { id: member.user.id }, query: { page: 1, limit: 10 } })],
  [c.addAccountRequestRoute, () => ({ body: { userId: member.user.id, info: 'This is my kennel', email: 'me@example.test', locale: 'de' } })],
  // Pedigree routes (with real pets in test/domains/pedigree/routes/fuzz.test.ts).
  [c.petTreeRoute, () => ({ params: { id: 1, depth: 3 }, query: { generations: 5, locale: 'en' } })],
  [c.petTreeDefaultDepthRoute, () => ({ params: { id: 1 }, query: { generations: 5, locale: 'en' } })],
  [c.matingTreeRoute, () => ({ params: { id: 0, depth: 3, flag: 'mating', sireId: 1, damId: 2 }, query: { generations: 5 } })],
  [c.matingTreeDefaultDepthRoute, () => ({ params: { id: 0, flag: 'mating', sireId: 1, damId: 2 }, query: { generations: 5 } })],
  [c.diseasesRoute, () => ({ params: { id: 1, sireId: 0, damId: 0 }, query: { depth: 3 } })],
  [c.studRankingRoute, () => ({ params: { id: 2 }, query: { generations: 5, page: 1, limit: 10, offeredOnly: 'true' } })],
];

describe('bad input on every route', () => {
  for (const [index, [route, valid]] of cases.entries()) {
    const repeated = cases.findIndex(([other]) => other === route) !== index;
    it(`${route.method} ${route.url}${repeated ? ' (a moderator for another member)' : ''}`, async () => {
      await fuzzRoute(app, route, valid(), { numRuns: 30 });
    });
  }

  it('every route the app serves is in a fuzz case list', () => {
    expect(served.length).toBeGreaterThan(50);
    const covered = [...cases.map(([route]) => route), ...Object.values(FUZZED_ELSEWHERE).flat()];
    expect(uncovered(served, covered)).toEqual([]);
  });
});
