import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '@bc/shared/contracts';
import { build } from '../../../helpers/build';
import { routeKey, servedRoutes } from '../../../helpers/contracts';
import { fuzzRoute, type ValidRequest } from '../../../helpers/fuzz';
import { FUZZED_ELSEWHERE, sortedKeys } from '../../../helpers/fuzz-coverage';
import { addPet } from '../../../helpers/pets';
import { createCast, type Cast } from '../../../helpers/users';
import { buyPremium, sandboxNotification, sandboxPaymentId } from '../fixtures';

/**
 * Property-based bad input on every payments route: starting from a valid request, malformed ones answer a 400 in the
 * error shape naming the field, and write nothing.
 */
let app: FastifyInstance;
let cast: Cast;
let order: c.CheckoutResponse;
let report: c.ReportView;
let reportOrder: c.CheckoutResponse;
let petId: number;
let matingId: number;
beforeAll(async () => {
  app = await build();
  cast = await createCast(app);
  order = await buyPremium(app, cast.member.headers, null);
  petId = (await addPet(app, cast.member.headers)).id;
  const given = (await app.inject({ method: 'POST', url: '/api/reports/buy', headers: cast.premium.headers, payload: { petId, language: 'en' } })).json<c.ReportBuyResponse>();
  if (given.kind !== 'report') throw new Error('a premium member got no report');
  report = given.report;
  const bought = (await app.inject({ method: 'POST', url: '/api/reports/buy', headers: cast.member.headers, payload: { petId, language: 'de' } })).json<c.ReportBuyResponse>();
  if (bought.kind !== 'checkout') throw new Error('a member without premium got no order');
  reportOrder = bought;
  const dam = await addPet(app, cast.member.headers, { sex: 'female', birthDate: '2020-01-01' });
  const sire = await addPet(app, cast.member.headers, { sex: 'male', birthDate: '2019-01-01' });
  matingId = (await app.inject({ method: 'POST', url: '/api/matings/add', headers: cast.member.headers, payload: { damId: dam.id, sireId: sire.id, matingDates: ['2026-01-10'], status: 'mated' } })).json<c.MatingDetail>().id;
});
afterAll(async () => app?.close());

const payment = () => ({ id: sandboxPaymentId(order), orderId: order.orderId, amount: 29_900, currency: 'RUB', status: 'succeeded' });

const cases: [c.RouteContract, () => ValidRequest][] = [
  [c.pricesRoute, () => ({})],
  [c.premiumStateRoute, () => ({ headers: cast.member.headers })],
  [c.premiumBuyRoute, () => ({ body: { paymentType: 'month', autoPay: true, locale: 'en' }, headers: cast.member.headers })],
  [c.premiumStatusRoute, () => ({ body: { orderId: order.orderId }, headers: cast.member.headers })],
  [c.disableAutoPayRoute, () => ({ headers: cast.member.headers })],
  [c.enableAutoPayRoute, () => ({ headers: cast.member.headers })],
  [c.donateBuyRoute, () => ({ body: { fullName: 'Fuzz', email: 'fuzz@example.test', price: 100, notShow: false, locale: 'de' } })],
  [c.donateStatusRoute, () => ({ body: { orderId: order.orderId } })],
  [c.donateMonthRoute, () => ({})],
  [c.webhookRoute, () => ({ params: { provider: 'sandbox' }, body: sandboxNotification(payment()) })],
  [c.sandboxCheckoutRoute, () => ({ params: { paymentId: sandboxPaymentId(order) } })],
  [c.sandboxAnswerRoute, () => ({ params: { paymentId: sandboxPaymentId(order) }, body: { answer: 'pay', webhook: 'now' } })],
  [c.reportBuyRoute, () => ({ body: { petId, language: 'cn', locale: 'en' }, headers: cast.other.headers })],
  [c.reportStatusRoute, () => ({ body: { orderId: reportOrder.orderId }, headers: cast.member.headers })],
  [c.myReportsRoute, () => ({ query: { page: 1, limit: 10 }, headers: cast.premium.headers })],
  [c.myReportOrdersRoute, () => ({ headers: cast.member.headers })],
  [c.reportFileRoute, () => ({ params: { id: report.id }, headers: cast.premium.headers })],
  [c.reportReissueRoute, () => ({ params: { id: report.id }, body: { language: 'ru' }, headers: cast.premium.headers })],
  [c.reportVerifyRoute, () => ({ params: { number: report.number } })],
  [c.matingPaymentBuyRoute, () => ({ body: { matingId, locale: 'lv' }, headers: cast.member.headers })],
  [c.moderatorDonationsRoute, () => ({ query: { all: 1, page: 1, limit: 10 }, headers: cast.moderator.headers })],
  [c.donationHideNameRoute, () => ({ params: { id: 1 }, body: { hidden: true, note: 'Fuzz' }, headers: cast.moderator.headers })],
  [c.orderRefundRoute, () => ({ params: { orderId: order.orderId }, body: { reason: 'other', note: 'Fuzz' }, headers: cast.moderator.headers })],
];

describe('bad input on every payments and reports route', () => {
  for (const [route, valid] of cases) {
    it(`${route.method} ${route.url}`, async () => {
      await fuzzRoute(app, route, valid(), { numRuns: 30 });
    });
  }

  it('covers every payments route (its list in helpers/fuzz-coverage.ts), and the app serves them all', () => {
    expect(sortedKeys(cases.map(([route]) => route))).toEqual(sortedKeys(FUZZED_ELSEWHERE.payments));
    const served = new Set(servedRoutes(app).map(routeKey));
    expect(FUZZED_ELSEWHERE.payments.map(routeKey).filter((key) => !served.has(key))).toEqual([]);
  });
});
