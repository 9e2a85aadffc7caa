import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '@bc/shared/contracts';
import { routeKey, servedRoutes } from '../../../helpers/contracts';
import { fuzzRoute, type ValidRequest } from '../../../helpers/fuzz';
import { FUZZED_ELSEWHERE, sortedKeys } from '../../../helpers/fuzz-coverage';
import { type ModerationWorld, moderationWorld } from '../fixtures';

/**
 * Property-based bad input on every moderation route: starting from a valid request, malformed ones answer a 4xx in
 * the error shape (400 naming the field for schema errors) and write nothing.
 */
let w: ModerationWorld;
let member: number;
let pet: number;
let deletable: number;
let action: c.ModerationAction;
let pair: { survivorId: number; duplicateId: number };
let request: number;
let kennelDog: { memberId: number; petIds: number[] };
let mating: number;
let litter: number;
beforeAll(async () => {
  w = await moderationWorld();
  member = await w.member();
  pet = await w.pet();
  deletable = await w.pet();
  action = await w.undoableAction();
  pair = await w.duplicatePair();
  request = await w.accountRequest();
  kennelDog = await w.kennelDog();
  mating = await w.mating();
  litter = await w.litter();
});
afterAll(async () => w?.app.close());

const headers = () => w.cast.moderator.headers;
const cases: [c.RouteContract, () => ValidRequest][] = [
  [c.banUserRoute, () => ({ params: { id: member }, body: { reason: 'spam', note: 'Fuzz', until: '2099-01-01T00:00:00Z' }, headers: headers() })],
  [c.unbanUserRoute, () => ({ params: { id: member }, body: { note: 'Fuzz' }, headers: headers() })],
  [c.setModeratorRoute, () => ({ params: { id: member }, body: { isModerator: true, note: 'Fuzz' }, headers: headers() })],
  [c.hidePetRoute, () => ({ params: { id: pet }, body: { reason: 'duplicate', note: 'Fuzz' }, headers: headers() })],
  [c.publishPetRoute, () => ({ params: { id: pet }, body: { note: 'Fuzz' }, headers: headers() })],
  [c.deletePetRoute, () => ({ params: { id: deletable }, body: { reason: 'spam', note: 'Fuzz' }, headers: headers() })],
  [c.mergePetsRoute, () => ({ body: { ...pair, note: 'Fuzz' }, headers: headers() })],
  [c.moderationActionsRoute, () => ({ query: { page: 1, limit: 5, action: 'ban', moderatorId: w.cast.moderator.user.id, recordKind: 'user', recordId: member }, headers: headers() })],
  [c.moderationSummaryRoute, () => ({ headers: headers() })],
  [c.moderationPetsRoute, () => ({ query: { page: 1, limit: 5, q: 'Moderated', status: 'published', memberId: w.cast.member.user.id }, headers: headers() })],
  [c.undoModerationActionRoute, () => ({ params: { id: action.id }, headers: headers() })],
  [c.moderationAccountRequestsRoute, () => ({ query: { page: 1, limit: 5, status: 'new', sort: 'newest' }, headers: headers() })],
  [c.approveAccountRequestRoute, () => ({ params: { id: request }, body: { decision: 'move-dogs', note: 'Fuzz' }, headers: headers() })],
  [c.rejectAccountRequestRoute, () => ({ params: { id: request }, body: { reason: 'spam', note: 'Fuzz' }, headers: headers() })],
  [c.connectBreedersListRoute, () => ({ query: { page: 1, limit: 5, memberId: kennelDog.memberId }, headers: headers() })],
  [c.connectBreedersRoute, () => ({ body: { ...kennelDog, note: 'Fuzz' }, headers: headers() })],
  [c.moderationMatingsRoute, () => ({ query: { page: 1, limit: 5, all: 'true', status: 'draft', flag: 'expired', matingStatus: 'mated', sort: 'oldest' }, headers: headers() })],
  [c.moderationLittersRoute, () => ({ query: { page: 1, limit: 5, flag: 'coi-high', sort: 'changed' }, headers: headers() })],
  [c.hideMatingRoute, () => ({ params: { id: mating }, body: { reason: 'duplicate', note: 'Fuzz' }, headers: headers() })],
  [c.publishMatingRoute, () => ({ params: { id: mating }, body: { note: 'Fuzz' }, headers: headers() })],
  [c.hideLitterRoute, () => ({ params: { id: litter }, body: { reason: 'duplicate', note: 'Fuzz' }, headers: headers() })],
  [c.publishLitterRoute, () => ({ params: { id: litter }, body: { note: 'Fuzz' }, headers: headers() })],
];

describe('bad input on every moderation route', () => {
  for (const [route, valid] of cases) {
    it(`${route.method} ${route.url}`, async () => {
      await fuzzRoute(w.app, route, valid(), { numRuns: 30 });
    });
  }

  it('covers every moderation route (its list in helpers/fuzz-coverage.ts), and the app serves them all', () => {
    expect(sortedKeys(cases.map(([route]) => route))).toEqual(sortedKeys(FUZZED_ELSEWHERE.moderation));
    const served = new Set(servedRoutes(w.app).map(routeKey));
    expect(FUZZED_ELSEWHERE.moderation.map(routeKey).filter((key) => !served.has(key))).toEqual([]);
  });
});
