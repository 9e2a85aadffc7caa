import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '@bc/shared/contracts';
import { routeKey, servedRoutes } from '../../../helpers/contracts';
import { fingerprint } from '../../../helpers/rows';
import type { TestUser } from '../../../helpers/users';
import { type ModerationWorld, moderationWorld } from '../fixtures';

/**
 * The authorization matrix: every moderation endpoint × visitor, member, banned member and moderator. Only the
 * moderator gets an answer with data; the others get 401 or 403 in the error shape, with nothing of the record in it,
 * and nothing is written.
 */
let w: ModerationWorld;
beforeAll(async () => {
  w = await moderationWorld();
});
afterAll(async () => w?.app.close());

type Request = Pick<InjectOptions, 'method' | 'url' | 'payload'>;
const ROUTES: [c.RouteContract, () => Promise<Request>][] = [
  [c.banUserRoute, async () => ({ method: 'POST', url: `/api/moderation/users/${await w.member()}/ban`, payload: { reason: 'spam', note: 'Matrix' } })],
  [c.unbanUserRoute, async () => ({ method: 'POST', url: `/api/moderation/users/${await w.bannedMember()}/unban`, payload: {} })],
  [c.setModeratorRoute, async () => ({ method: 'POST', url: `/api/moderation/users/${await w.member()}/moderator`, payload: { isModerator: true } })],
  [c.hidePetRoute, async () => ({ method: 'POST', url: `/api/moderation/pets/${await w.pet()}/hide`, payload: { reason: 'duplicate', note: 'Matrix' } })],
  [c.publishPetRoute, async () => ({ method: 'POST', url: `/api/moderation/pets/${await w.hiddenPet()}/publish`, payload: {} })],
  [c.deletePetRoute, async () => ({ method: 'POST', url: `/api/moderation/pets/${await w.pet()}/delete`, payload: { reason: 'spam', note: 'Matrix' } })],
  [c.mergePetsRoute, async () => ({ method: 'POST', url: '/api/moderation/pets/merge', payload: { ...(await w.duplicatePair()), note: 'Matrix' } })],
  [c.moderationActionsRoute, async () => ({ method: 'GET', url: '/api/moderation/actions?limit=5' })],
  [c.moderationSummaryRoute, async () => ({ method: 'GET', url: '/api/moderation/summary' })],
  [c.moderationPetsRoute, async () => ({ method: 'GET', url: '/api/moderation/pets?limit=5' })],
  [c.moderationAccountRequestsRoute, async () => ({ method: 'GET', url: '/api/moderation/account-requests?limit=5' })],
  [c.approveAccountRequestRoute, async () => ({ method: 'POST', url: `/api/moderation/account-requests/${await w.accountRequest()}/approve`, payload: { decision: 'move-dogs' } })],
  [c.rejectAccountRequestRoute, async () => ({ method: 'POST', url: `/api/moderation/account-requests/${await w.accountRequest()}/reject`, payload: { reason: 'other', note: 'Matrix' } })],
  [c.connectBreedersListRoute, async () => ({ method: 'GET', url: '/api/moderation/connect-breeders?limit=5' })],
  [c.connectBreedersRoute, async () => ({ method: 'POST', url: '/api/moderation/connect-breeders', payload: { ...(await w.kennelDog()), note: 'Matrix' } })],
  [c.moderationMatingsRoute, async () => ({ method: 'GET', url: '/api/moderation/matings?all=true&limit=5' })],
  [c.moderationLittersRoute, async () => ({ method: 'GET', url: '/api/moderation/litters?limit=5' })],
  [c.hideMatingRoute, async () => ({ method: 'POST', url: `/api/moderation/matings/${await w.mating()}/hide`, payload: { reason: 'spam', note: 'Matrix' } })],
  [c.publishMatingRoute, async () => ({ method: 'POST', url: `/api/moderation/matings/${await w.hiddenMating()}/publish`, payload: {} })],
  [c.hideLitterRoute, async () => ({ method: 'POST', url: `/api/moderation/litters/${await w.litter()}/hide`, payload: { reason: 'spam', note: 'Matrix' } })],
  [c.publishLitterRoute, async () => ({ method: 'POST', url: `/api/moderation/litters/${await w.hiddenLitter()}/publish`, payload: {} })],
  [c.undoModerationActionRoute, async () => ({ method: 'POST', url: `/api/moderation/actions/${(await w.undoableAction()).id}/undo`, payload: {} })],
];

const call = (request: Request, caller?: TestUser) => w.app.inject({ ...request, headers: caller?.headers ?? {} } as InjectOptions);

/** An error answer and nothing else: no record, no name, no log entry. */
function refusedWithoutData(response: Awaited<ReturnType<FastifyInstance['inject']>>, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const body = response.json();
  expect(Object.keys(body).sort()).toEqual(['data', 'message', 'statusCode', 'statusMessage']);
  expect(body.data.code).toBe(code);
  if (code !== 'banned') expect(Object.keys(body.data)).toEqual(['code']);
  expect(response.body).not.toMatch(/Moderated |"items"|"recordName"|"before"|"queues"/);
}

describe('the authorization matrix of the moderation endpoints', () => {
  it('lists every moderation endpoint the app serves', () => {
    const served = servedRoutes(w.app).filter((route) => route.url.startsWith('/api/moderation/')).map(routeKey).sort();
    expect(ROUTES.map(([route]) => routeKey(route)).sort()).toEqual(served);
    expect(served).toEqual(Object.values(c.moderationEndpoints).map(routeKey).sort());
    expect(Object.values(c.moderationEndpoints).every((endpoint) => endpoint.auth === 'moderator')).toBe(true);
  });

  for (const [route, request] of ROUTES) {
    describe(routeKey(route), () => {
      it('a visitor: 401, nothing written', async () => {
        const sent = await request();
        const before = await fingerprint(w.app);
        refusedWithoutData(await call(sent), 401, 'sign_in_required');
        expect(await fingerprint(w.app)).toEqual(before);
      });

      it('a member: 403, nothing written', async () => {
        const sent = await request();
        const before = await fingerprint(w.app);
        refusedWithoutData(await call(sent, w.cast.member), 403, 'moderators_only');
        expect(await fingerprint(w.app)).toEqual(before);
      });

      it('a banned member: 403 with the ban, nothing written', async () => {
        const sent = await request();
        const before = await fingerprint(w.app);
        refusedWithoutData(await call(sent, w.cast.banned), 403, 'banned');
        expect(await fingerprint(w.app)).toEqual(before);
      });

      it('a moderator: the answer', async () => {
        const response = await call(await request(), w.cast.moderator);
        expect(response.statusCode, response.body).toBe(200);
      });
    });
  }
});
