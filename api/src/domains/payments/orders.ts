import { randomBytes } from 'node:crypto';
import { type Locale, type OrderView, type PaymentProviderName, toBcp47 } from '@bc/shared/contracts';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { renderMail } from '../../mail/templates';
import { DONATION_RECEIPT, ORDER_DESCRIPTIONS, PREMIUM_RECEIPT, PURCHASE_RECEIPT, REFUND_NOTICE, REFUND_REASON_TEXTS, REFUND_TAKEN } from '../../mail/payments';
import type { Data } from '../data';
import type { OrderRow } from './data/orders';
import { formatAmount } from './money';
import type { OrderStep, PaymentsDeps } from './deps';
import { extendPremium, isFinal, shouldReread, takeBackPremium, transition } from './order-states';
import type { ProviderEvent, ProviderPayment } from './providers/provider';
import { localePath, type RefundReason } from '@bc/shared/contracts';

/** `ord_` + 24 random bytes: an order id nobody can guess or count. */
export const newOrderId = () => `ord_${randomBytes(24).toString('base64url')}`;

export const orderView = (o: OrderRow): OrderView => ({
  orderId: o.orderId, kind: o.kind, status: o.status, final: isFinal(o.status), amount: o.amount, currency: o.currency,
  createdAt: o.createdAt.toISOString(), updatedAt: o.updatedAt.toISOString(),
});

/**
 * Orders: creating one with its provider's payment, applying what the provider reports (a webhook, or a re-read when
 * a pending order is polled), granting what a succeeded order buys exactly once, and the receipt.
 */
export function orderOperations(deps: PaymentsDeps) {
  const { data, provider, log } = deps;

  /** Creates the order and its payment; answers where the payer confirms it. */
  async function open(order: Omit<Parameters<Data['orders']['insert']>[0], 'orderId' | 'provider'>, description: string, returnPath: string) {
    const orderId = newOrderId();
    const locale = order.locale as Locale;
    await data.orders.insert({ ...order, orderId, provider: provider.name });
    try {
      const premium = 'premium' in order.grants ? order.grants.premium : null;
      const created = await provider.createPayment({
        orderId, amount: order.amount, currency: order.currency, description, locale, email: order.email,
        returnUrl: `${deps.publicUrl}${localePath(locale, returnPath)}?orderId=${orderId}`,
        savePaymentMethod: premium?.autoPay ?? false, ...(premium?.autoPay ? { renewEvery: premium.period } : {}),
        idempotenceKey: orderId,
      });
      await data.orders.setProviderPayment(orderId, created.paymentId, created.confirmationUrl);
      return { orderId, confirmationUrl: created.confirmationUrl };
    } catch (error) {
      log.error({ err: error, orderId }, 'the payment provider did not create the payment');
      await data.orders.step(orderId, 'pending', 'failed', false);
      throw new HttpError(502, 'The payment provider is not answering; please try again later', { code: 'provider-unavailable' });
    }
  }

  async function grant(tx: Data, order: OrderRow, payment: ProviderPayment) {
    if ('premium' in order.grants && order.userId !== null) {
      const current = await tx.orders.lockPremiumUntil(order.userId);
      await tx.users.update(order.userId, { premiumUntil: extendPremium(current, order.grants.premium.period, deps.now()) });
      if (order.grants.premium.autoPay && payment.savedMethodId) await tx.autoPay.save(order.userId, order.provider, payment.savedMethodId, order.grants.premium.period);
    }
    // A report waits for its file: the reports domain renders it once told (reportsIssued, after the commit).
    if ('report' in order.grants && order.userId !== null) {
      await tx.reports.insert({ userId: order.userId, petId: order.grants.report.petId, locale: order.grants.report.locale, orderId: order.orderId });
    }
    if ('mating' in order.grants) await tx.matings.markPaid(order.grants.mating.matingId, order.orderId);
    // A donation's grant is its place in the month's list, which reads succeeded orders.
  }

  /**
   * What a refund takes back, in the refund's transaction: a premium period's days not yet passed (and auto-pay, so
   * that the refunded period is not charged again), a report (withdrawn: the bought row and its re-issues leave the
   * buyer's list and lose their files; their numbers verify as withdrawn). A donation leaves the month's list by its status.
   * A mating announcement stays published (the stud owner's answer and the litter may already depend on it).
   */
  async function takeBack(tx: Data, order: OrderRow) {
    if ('premium' in order.grants && order.userId !== null) {
      const current = await tx.orders.lockPremiumUntil(order.userId);
      await tx.users.update(order.userId, { premiumUntil: takeBackPremium(current, order.grants.premium.period, deps.now()) });
      await tx.autoPay.setEnabled(order.userId, false);
    }
    if ('report' in order.grants) await tx.reports.withdrawOrder(order.orderId);
  }

  /**
   * After a premium refund's commit: a provider that renews by itself (Stripe) is told to stop at the period's end, as
   * the auto-pay switch does (takeBack switched it off here); a failure is logged (the refund stands).
   */
  async function stopProviderRenewal(order: OrderRow) {
    if (!('premium' in order.grants) || order.userId === null || !provider.setRenewal) return;
    const saved = await data.autoPay.get(order.userId);
    if (!saved || saved.provider !== provider.name) return;
    try {
      await provider.setRenewal(saved.paymentMethodId, false);
    } catch (error) {
      log.error({ err: error, orderId: order.orderId }, 'the payment provider did not stop the renewal of a refunded premium');
    }
  }

  /** Tells the payer their order was refunded (`reason` null: the provider reported a refund we did not ask for). */
  async function sendRefundNotice(order: OrderRow, reason: RefundReason | null) {
    const locale = order.locale as Locale;
    try {
      const user = order.userId === null ? null : await data.users.byId(order.userId);
      const to = user?.email ?? order.email;
      const kind = order.kind;
      const item = 'premium' in order.grants ? ORDER_DESCRIPTIONS[locale].premium[order.grants.premium.period] : ORDER_DESCRIPTIONS[locale][kind as Exclude<typeof kind, 'premium'>];
      const name = 'donation' in order.grants ? order.grants.donation.name : (user?.nickname ?? '');
      const link = `${deps.publicUrl}${localePath(locale, kind === 'premium' ? '/premium' : kind === 'report' ? '/u/reports' : kind === 'donation' ? '/donate' : '/u/matings')}`;
      await deps.mailer.send({
        to, link,
        ...renderMail(REFUND_NOTICE, locale, {
          link, name, item, amount: formatAmount(order.amount, order.currency, locale), orderId: order.orderId,
          reason: REFUND_REASON_TEXTS[locale][reason ?? 'provider'], taken: REFUND_TAKEN[locale][kind],
        }),
      });
    } catch (error) {
      log.error({ err: error, orderId: order.orderId }, 'the refund notice was not sent');
    }
  }

  async function sendReceipt(order: OrderRow) {
    const locale = order.locale as Locale;
    const amount = formatAmount(order.amount, order.currency, locale);
    const dateOf = (d: Date) => new Intl.DateTimeFormat(toBcp47(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(d);
    const date = dateOf(order.grantedAt ?? order.updatedAt);
    try {
      if ('premium' in order.grants && order.userId !== null) {
        const user = await data.users.byId(order.userId);
        if (!user?.email) return;
        const link = `${deps.publicUrl}${localePath(locale, '/premium')}`;
        const until = user.premiumUntil ? dateOf(user.premiumUntil) : '';
        await deps.mailer.send({ to: user.email, link, ...renderMail(PREMIUM_RECEIPT, locale, { link, nickname: user.nickname ?? '', amount, date, until, orderId: order.orderId }) });
      } else if (('report' in order.grants || 'mating' in order.grants) && order.userId !== null) {
        const user = await data.users.byId(order.userId);
        if (!user?.email) return;
        const report = 'report' in order.grants;
        const link = `${deps.publicUrl}${localePath(locale, report ? '/u/reports' : '/u/matings')}`;
        const item = ORDER_DESCRIPTIONS[locale][report ? 'report' : 'mating'];
        await deps.mailer.send({ to: user.email, link, ...renderMail(PURCHASE_RECEIPT, locale, { link, nickname: user.nickname ?? '', amount, date, item, orderId: order.orderId }) });
      } else if ('donation' in order.grants) {
        const link = `${deps.publicUrl}${localePath(locale, '/donate')}`;
        await deps.mailer.send({ to: order.email, link, ...renderMail(DONATION_RECEIPT, locale, { link, name: order.grants.donation.name, amount, date, orderId: order.orderId }) });
      }
    } catch (error) {
      // The payment stands; a receipt that could not be sent is logged (the mailer logged why).
      log.error({ err: error, orderId: order.orderId }, 'the receipt was not sent');
    }
  }

  /**
   * Applies what the provider reports about a payment. `eventId` (a webhook's) is recorded so that the same event
   * twice is applied once; a status the order has passed is ignored (out-of-order delivery); amount and currency
   * must be the order's. Answers whether anything changed. `refund`: ours (the moderator's reason, and `also`, run in
   * the same transaction when this report moves the order: the audit entry).
   */
  async function apply(
    from: PaymentProviderName, payment: ProviderPayment, eventId: string | null, refund?: { reason: RefundReason; also?: OrderStep },
  ): Promise<boolean> {
    if (!payment.orderId) throw badRequest('The payment names no order', 'metadata.orderId');
    const orderId = payment.orderId;
    const result = await data.transaction(async (tx) => {
      const order = await tx.orders.byOrderId(orderId);
      if (!order || order.provider !== from) throw notFound('No such order', 'metadata.orderId');
      if (order.providerPaymentId !== null && order.providerPaymentId !== payment.paymentId) throw badRequest('The payment is not this order’s payment', 'object.id');
      if (payment.amount !== order.amount) throw badRequest('The amount differs from the order’s', 'amount');
      if (payment.currency !== order.currency) throw badRequest('The currency differs from the order’s', 'currency');
      if (eventId !== null && !(await tx.orders.recordEvent(from, eventId, orderId))) return null;
      const step = transition(order.status, payment.status);
      if (!step) return null;
      const moved = await tx.orders.step(orderId, order.status, step.next, step.grant);
      // null: another delivery moved the order between our read and this write; it did the work.
      if (!moved) return null;
      if (step.grant) await grant(tx, moved, payment);
      const refunded = order.status === 'succeeded' && moved.status === 'refunded';
      if (refunded) await takeBack(tx, moved);
      if (refunded) await refund?.also?.written(tx, order, moved);
      return { order: moved, granted: step.grant, refunded };
    });
    if (result?.granted) await sendReceipt(result.order);
    if (result?.refunded) {
      await stopProviderRenewal(result.order);
      await sendRefundNotice(result.order, refund?.reason ?? null);
    }
    return result !== null;
  }

  /**
   * The order of a renewed premium period (paid by a saved method or a provider's subscription), made from the order
   * that started the renewals: one per provider payment, so a replayed event finds the same order again.
   */
  async function renewalOrder(from: PaymentProviderName, firstOrderId: string, providerPaymentId: string): Promise<OrderRow> {
    const first = await data.orders.byOrderId(firstOrderId);
    if (!first || first.provider !== from || !('premium' in first.grants) || first.userId === null) throw notFound('No such order', 'metadata.orderId');
    return data.orders.insertOnce({
      orderId: newOrderId(), userId: first.userId, kind: 'premium', amount: first.amount, currency: first.currency, provider: from,
      providerPaymentId, email: first.email, locale: first.locale, grants: { premium: { period: first.grants.premium.period, autoPay: true } },
    });
  }

  /** A verified provider event, applied: a payment's status, a period the provider renewed itself, a subscription's switch. */
  async function applyEvent(from: PaymentProviderName, event: ProviderEvent): Promise<boolean> {
    switch (event.kind) {
      case 'payment':
        return apply(from, event.payment, event.eventId);
      case 'renewal': {
        const { renewal } = event;
        const order = await renewalOrder(from, renewal.firstOrderId, renewal.paymentId);
        const payment = { ...renewal, status: 'succeeded' as const, orderId: order.orderId, savedMethodId: renewal.methodId };
        return apply(from, payment, event.eventId);
      }
      case 'subscription':
        // The subscription as the provider has it now (re-read): applying it twice, or late, sets the same state.
        return data.autoPay.setEnabledByMethod(from, event.subscription.methodId, event.subscription.renews);
      case 'ignored':
        return false;
    }
  }

  /** An order of the caller's (404 otherwise), re-read from the provider first when it has been pending a minute. */
  async function poll(orderId: string, isCallers: (order: OrderRow) => boolean): Promise<OrderRow> {
    const order = await data.orders.byOrderId(orderId);
    if (!order || !isCallers(order)) throw notFound('No such order', 'orderId');
    const now = deps.now();
    if (!shouldReread(order, now) || order.providerPaymentId === null || order.provider !== provider.name) return order;
    await data.orders.markChecked(orderId, now);
    try {
      const payment = await provider.getPayment(order.providerPaymentId);
      if (payment && payment.status !== 'pending') await apply(order.provider, payment, null);
    } catch (error) {
      log.warn({ err: error, orderId }, 'the provider could not be asked about a pending order');
    }
    return (await data.orders.byOrderId(orderId))!;
  }

  return { open, apply, applyEvent, renewalOrder, poll };
}
export type OrderOperations = ReturnType<typeof orderOperations>;
