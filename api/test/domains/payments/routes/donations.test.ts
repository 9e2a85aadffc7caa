import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CheckoutResponse, MonthDonations } from '@bc/shared/contracts';
import { withApp } from '../../../helpers/build';
import { fingerprint } from '../../../helpers/rows';
import type { Cast } from '../../../helpers/users';
import { answerCheckout, paymentOptions } from '../fixtures';

let app: FastifyInstance;
let cast: Cast;
withApp((built) => ({ app, cast } = built), paymentOptions());

const donate = (body: object, headers?: Record<string, string>) => app.inject({ method: 'POST', url: '/api/donates/buy', headers, payload: body });
const status = (orderId: string, headers?: Record<string, string>) => app.inject({ method: 'POST', url: '/api/donates/status', headers, payload: { orderId } });
const month = async () => (await app.inject({ method: 'GET', url: '/api/donates/month' })).json<MonthDonations>();

describe('POST /api/donates/buy and /status', () => {
  it('a visitor donates: checkout, Pay, succeeded, a receipt in the chosen language to the given email', async () => {
    const outbox = app.mailer.outbox.length;
    const res = await donate({ fullName: 'Jana Nováková', email: 'Jana@Example.test', price: 300, locale: 'cz' });
    expect(res.statusCode).toBe(200);
    const checkout = res.json<CheckoutResponse>();
    const answered = await answerCheckout(app, checkout, 'pay');
    expect(answered.body).toContain(`url=http://localhost:3000/cz/donate?orderId=${checkout.orderId}`);
    const st = await status(checkout.orderId);
    expect(st.statusCode).toBe(200);
    expect(st.json()).toMatchObject({ orderId: checkout.orderId, kind: 'donation', status: 'succeeded', final: true, amount: 30_000, currency: 'RUB' });
    expect(JSON.stringify(st.json())).not.toContain('example.test');
    const mail = app.mailer.outbox.slice(outbox);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'jana@example.test', subject: 'Děkujeme za váš dar!' });
    expect(mail[0]!.text).toContain('Jana Nováková');
  });

  it('refuses an amount outside the configured bounds (400 naming price) and bad input, writing nothing', async () => {
    const before = await fingerprint(app);
    for (const body of [
      { fullName: 'A', email: 'a@example.test', price: 10 },
      { fullName: 'A', email: 'a@example.test', price: 100_001 },
      { fullName: 'A', email: 'a@example.test', price: 1.5 },
      { fullName: '   ', email: 'a@example.test', price: 100 },
      { fullName: 'A', email: 'not-an-email', price: 100 },
      { fullName: 'A', email: 'a@example.test', price: 100, notShow: 'yes' },
    ]) {
      const res = await donate(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().data.field).toBeDefined();
    }
    expect(await fingerprint(app)).toEqual(before);
  });

  it('a member’s donation answers to that member only; a visitor’s to whoever holds the order id', async () => {
    const mine = (await donate({ fullName: 'Member', email: 'm@example.test', price: 100 }, cast.member.headers)).json<CheckoutResponse>();
    expect((await status(mine.orderId, cast.member.headers)).statusCode).toBe(200);
    expect((await status(mine.orderId, cast.other.headers)).statusCode).toBe(404);
    expect((await status(mine.orderId)).statusCode).toBe(404);
    const visitors = (await donate({ fullName: 'Visitor', email: 'v@example.test', price: 100 })).json<CheckoutResponse>();
    expect((await status(visitors.orderId, cast.other.headers)).json().status).toBe('pending');
    expect((await status(`ord_${'C'.repeat(32)}`)).statusCode).toBe(404);
    expect((await donate({ fullName: 'B', email: 'b@example.test', price: 100 }, cast.banned.headers)).statusCode).toBe(403);
  });
});

describe('GET /api/donates/month', () => {
  it('lists this month’s succeeded donations, newest first: a name or anonymous, the total and the goal; never an email', async () => {
    const before = await month();
    const named = (await donate({ fullName: 'Ilze Bērziņa', email: 'ilze@example.test', price: 500 })).json<CheckoutResponse>();
    await answerCheckout(app, named, 'pay');
    const hidden = (await donate({ fullName: 'Secret Donor', email: 'secret@example.test', price: 1000, notShow: true })).json<CheckoutResponse>();
    await answerCheckout(app, hidden, 'pay');
    const declined = (await donate({ fullName: 'Declined Donor', email: 'd@example.test', price: 700 })).json<CheckoutResponse>();
    await answerCheckout(app, declined, 'decline');
    const after = await month();
    expect(after.month).toBe(new Date().toISOString().slice(0, 7));
    expect(after.currency).toBe('RUB');
    expect(after.goal).toBe(30_000 * 100);
    expect(after.total - before.total).toBe(150_000);
    expect(after.count - before.count).toBe(2);
    expect(after.donors.slice(0, 2).map((d) => [d.name, d.amount])).toEqual([[null, 100_000], ['Ilze Bērziņa', 50_000]]);
    const text = JSON.stringify(after);
    expect(text).not.toContain('Secret Donor');
    expect(text).not.toContain('Declined Donor');
    expect(text).not.toContain('@');
  });
});
