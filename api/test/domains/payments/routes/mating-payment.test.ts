import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CheckoutResponse, MatingDetail, PublicProfile } from '@bc/shared/contracts';
import { withApp } from '../../../helpers/build';
import { addPet } from '../../../helpers/pets';
import { fingerprint } from '../../../helpers/rows';
import { createUser, type Cast, type TestUser } from '../../../helpers/users';
import { answerCheckout, paymentOptions, testClock } from '../fixtures';

/**
 * Premium benefits the server enforces on matings: publishing an announcement needs premium or the mating payment
 * (402 `payment-required` otherwise); the payment (an order of kind `mating`) publishes the draft once paid. And the
 * premium badge on the profile.
 */
const clock = testClock();
let app: FastifyInstance;
let cast: Cast;
withApp((built) => ({ app, cast } = built), paymentOptions(clock));

const post = (url: string, payload: object, headers?: Record<string, string>) => app.inject({ method: 'POST', url, headers, payload });

/** A member's draft mating of their own female and male. */
async function draftOf(member: TestUser): Promise<MatingDetail> {
  const dam = await addPet(app, member.headers, { sex: 'female', birthDate: '2020-01-01' });
  const sire = await addPet(app, member.headers, { sex: 'male', birthDate: '2019-01-01' });
  const res = await post('/api/matings/add', { damId: dam.id, sireId: sire.id, matingDates: ['2026-01-10'], status: 'mated' }, member.headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<MatingDetail>();
}

describe('publishing a mating announcement', () => {
  it('a member without premium: 402 payment-required for a published add and for set-publish, nothing written', async () => {
    const member = await createUser(app);
    const mating = await draftOf(member);
    const before = await fingerprint(app);
    const added = await post('/api/matings/add', { damId: mating.dam!.id, sireId: mating.sire!.id, matingDates: ['2026-02-10'], status: 'mated', publishStatus: 'published' }, member.headers);
    expect(added.statusCode).toBe(402);
    expect(added.json()).toMatchObject({ statusCode: 402, data: { code: 'payment-required', field: 'publishStatus' } });
    const published = await post('/api/matings/set-publish', { id: mating.id, status: 'published' }, member.headers);
    expect(published.statusCode).toBe(402);
    expect(published.json().data.code).toBe('payment-required');
    expect(await fingerprint(app)).toEqual(before);
  });

  it('premium members and moderators publish without paying', async () => {
    const mating = await draftOf(cast.premium);
    expect((await post('/api/matings/set-publish', { id: mating.id, status: 'published' }, cast.premium.headers)).json().publishStatus).toBe('published');
    const member = await createUser(app);
    const other = await draftOf(member);
    expect((await post('/api/matings/set-publish', { id: other.id, status: 'published' }, cast.moderator.headers)).json().publishStatus).toBe('published');
  });

  it('the mating payment: only the recorder buys it; paying publishes the draft once, however often the webhook comes', async () => {
    const member = await createUser(app);
    const mating = await draftOf(member);
    expect((await post('/api/payments/mating/buy', { matingId: mating.id }, cast.other.headers)).statusCode).toBe(404);
    expect((await post('/api/payments/mating/buy', { matingId: 999_999 }, member.headers)).json()).toMatchObject({ statusCode: 404, data: { field: 'matingId' } });
    expect((await post('/api/payments/mating/buy', { matingId: mating.id }, cast.premium.headers)).statusCode).toBe(404);
    expect((await post('/api/payments/mating/buy', { matingId: mating.id })).statusCode).toBe(401);

    const declined = (await post('/api/payments/mating/buy', { matingId: mating.id, locale: 'pl' }, member.headers)).json<CheckoutResponse>();
    await answerCheckout(app, declined, 'decline');
    expect((await app.data.matings.byId(mating.id))!.publishStatus).toBe('draft');

    const checkout = (await post('/api/payments/mating/buy', { matingId: mating.id }, member.headers)).json<CheckoutResponse>();
    await answerCheckout(app, checkout, 'pay', 'twice');
    await expect.poll(async () => (await app.data.matings.byId(mating.id))!.publishStatus).toBe('published');
    const row = (await app.data.matings.byId(mating.id))!;
    expect(row.paidOrderId).toBe(checkout.orderId);
    const again = await post('/api/payments/mating/buy', { matingId: mating.id }, member.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().data.code).toBe('already-paid');
    // Taken back to a draft, it may be published again: it is paid for.
    expect((await post('/api/matings/set-publish', { id: mating.id, status: 'draft' }, member.headers)).statusCode).toBe(200);
    expect((await post('/api/matings/set-publish', { id: mating.id, status: 'published' }, member.headers)).json().publishStatus).toBe('published');
  });

  it('premium needs no mating payment (409), and a visitor cannot buy one (401)', async () => {
    const mating = await draftOf(cast.premium);
    const res = await post('/api/payments/mating/buy', { matingId: mating.id }, cast.premium.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().data.code).toBe('premium');
  });
});

describe('the premium badge', () => {
  it('the profile says premium while premium lasts, and not after', async () => {
    const member = await createUser(app, { role: 'premium' });
    const show = async () => (await app.inject({ method: 'GET', url: `/api/user/nickname/${member.user.nickname}/show` })).json<PublicProfile>();
    expect((await show()).isPremium).toBe(true);
    await app.data.users.update(member.user.id, { premiumUntil: new Date(Date.now() - 1000) });
    expect((await show()).isPremium).toBe(false);
  });
});
