import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '@bc/shared/contracts';
import { build } from '../../../helpers/build';
import { routeKey, servedRoutes } from '../../../helpers/contracts';
import { fingerprint } from '../../../helpers/rows';
import { createCast, type Cast, type TestUser } from '../../../helpers/users';
import { answerCheckout, paymentOptions } from '../fixtures';

/**
 * The authorization matrix of the payments endpoints moderators use (the donations list, hiding a donor's name,
 * refunds) × visitor, member, banned member and moderator: only the moderator gets an answer with data; the others
 * get 401 or 403 in the error shape, with nothing of the donation or order in it, and nothing is written.
 */
let app: FastifyInstance;
let cast: Cast;
beforeAll(async () => {
  app = await build(paymentOptions());
  cast = await createCast(app);
});
afterAll(async () => app?.close());

/** A fresh paid donation (a name is hidden once, an order refunded once). */
async function paidDonation() {
  const res = await app.inject({ method: 'POST', url: '/api/donates/buy', payload: { fullName: 'Matrix Donor', email: 'matrix@example.test', price: 120 } });
  const checkout = res.json<c.CheckoutResponse>();
  await answerCheckout(app, checkout, 'pay');
  return (await app.data.orders.byOrderId(checkout.orderId))!;
}

type Request = Pick<InjectOptions, 'method' | 'url' | 'payload'>;
const ROUTES: [c.RouteContract, () => Promise<Request>][] = [
  [c.moderatorDonationsRoute, async () => (await paidDonation(), { method: 'GET', url: '/api/payments/donations?all=1&limit=5' })],
  [c.donationHideNameRoute, async () => ({ method: 'POST', url: `/api/payments/donations/${(await paidDonation()).id}/hide-name`, payload: { note: 'Matrix' } })],
  [c.orderRefundRoute, async () => ({ method: 'POST', url: `/api/payments/orders/${(await paidDonation()).orderId}/refund`, payload: { reason: 'other', note: 'Matrix' } })],
];

const call = (request: Request, caller?: TestUser) => app.inject({ ...request, headers: caller?.headers ?? {} } as InjectOptions);

function refusedWithoutData(response: Awaited<ReturnType<FastifyInstance['inject']>>, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const body = response.json();
  expect(Object.keys(body).sort()).toEqual(['data', 'message', 'statusCode', 'statusMessage']);
  expect(body.data.code).toBe(code);
  if (code !== 'banned') expect(Object.keys(body.data)).toEqual(['code']);
  expect(response.body).not.toMatch(/Matrix Donor|"items"|"orderId"|ord_|matrix@example/);
}

describe('the authorization matrix of the payments endpoints for moderators', () => {
  it('lists every moderator-only payments endpoint the app serves', () => {
    const moderatorOnly = Object.values(c.paymentEndpoints).filter((endpoint) => endpoint.auth === 'moderator').map(routeKey).sort();
    expect(ROUTES.map(([route]) => routeKey(route)).sort()).toEqual(moderatorOnly);
    const served = servedRoutes(app).map(routeKey);
    for (const key of moderatorOnly) expect(served).toContain(key);
  });

  for (const [route, request] of ROUTES) {
    describe(routeKey(route), () => {
      it('a visitor: 401, nothing written', async () => {
        const sent = await request();
        const before = await fingerprint(app);
        refusedWithoutData(await call(sent), 401, 'sign_in_required');
        expect(await fingerprint(app)).toEqual(before);
      });

      it('a member (premium too): 403, nothing written', async () => {
        const sent = await request();
        const before = await fingerprint(app);
        refusedWithoutData(await call(sent, cast.member), 403, 'moderators_only');
        refusedWithoutData(await call(sent, cast.premium), 403, 'moderators_only');
        expect(await fingerprint(app)).toEqual(before);
      });

      it('a banned member: 403 with the ban, nothing written', async () => {
        const sent = await request();
        const before = await fingerprint(app);
        refusedWithoutData(await call(sent, cast.banned), 403, 'banned');
        expect(await fingerprint(app)).toEqual(before);
      });

      it('a moderator: the answer', async () => {
        const response = await call(await request(), cast.moderator);
        expect(response.statusCode, response.body).toBe(200);
      });
    });
  }
});
