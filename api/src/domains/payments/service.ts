import {
  type CheckoutResponse, type DonateBody, type HideDonorNameBody, type Locale, type ModeratorDonation, type ModeratorDonations, type MonthDonations,
  type OrderView, type PaymentProviderName, PAYMENT_LIMITS, type PremiumBuyBody, type PremiumOrderView, type PremiumState, type PriceList,
  type RefundBody, type RefundResponse,
} from '@bc/shared/contracts';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { offsetOf, type PageRequest } from '../../lib/paging';
import type { Viewer } from '../../lib/viewer';
import { ORDER_DESCRIPTIONS } from '../../mail/payments';
import type { OrderRow } from './data/orders';
import type { OrderStep, PaymentsDeps } from './deps';
import { orderOperations, orderView } from './orders';
import type { WebhookRequest } from './providers/provider';

const localeOf = (value: string | null | undefined): Locale => (value as Locale | undefined) ?? 'ru';

/** The donor's name as the public month's list shows it: null when they asked not to be named or a moderator hid it. */
export const publicDonorName = (order: Pick<OrderRow, 'grants' | 'nameHiddenAt'>): string | null =>
  'donation' in order.grants && !order.grants.donation.notShow && order.nameHiddenAt === null ? order.grants.donation.name : null;

/** A donation as moderators see it (never the donor's email). */
const moderatorDonation = ({ order, nickname }: { order: OrderRow; nickname: string | null }): ModeratorDonation => {
  const donation = 'donation' in order.grants ? order.grants.donation : { name: '', notShow: false };
  return {
    id: order.id, orderId: order.orderId, status: order.status, amount: order.amount, currency: order.currency, provider: order.provider, name: donation.name,
    member: order.userId === null ? null : { id: order.userId, nickname }, notShow: donation.notShow, nameHidden: order.nameHiddenAt !== null,
    shownAs: publicDonorName(order), createdAt: order.createdAt.toISOString(), paidAt: order.grantedAt?.toISOString() ?? null,
  };
};

/** Payments: the price list, premium (buy, status, auto-pay), donations and the providers' webhooks. */
export function createPaymentsService(deps: PaymentsDeps) {
  const { data, config } = deps;
  const orders = orderOperations(deps);
  const priceList = () => config.prices[config.currency];

  async function member(viewer: Viewer) {
    const user = await data.users.byId(viewer.id);
    if (!user?.email) throw notFound('No such member');
    return user;
  }

  async function premiumState(userId: number): Promise<PremiumState> {
    const [user, autoPay] = await Promise.all([data.users.byId(userId), data.autoPay.get(userId)]);
    const until = user?.premiumUntil ?? null;
    return {
      active: until !== null && until > deps.now(), premiumUntil: until?.toISOString() ?? null,
      autoPay: autoPay?.enabled ?? false, canAutoPay: autoPay !== null,
    };
  }

  return {
    prices(): PriceList {
      const p = priceList();
      return {
        currency: config.currency, provider: deps.provider.name, premium: p.premium, report: p.report, mating: p.mating,
        donation: { presets: p.donation.presets, min: p.donation.min, max: p.donation.max, monthlyGoal: p.donation.monthlyGoal },
      };
    },

    premium: {
      state: (viewer: Viewer) => premiumState(viewer.id),

      async buy(body: PremiumBuyBody, viewer: Viewer): Promise<CheckoutResponse> {
        const user = await member(viewer);
        const period = body.paymentType ?? 'month';
        const locale = body.locale ?? localeOf(user.locale);
        return orders.open(
          {
            userId: user.id, kind: 'premium', amount: priceList().premium[period], currency: config.currency, email: user.email!, locale,
            grants: { premium: { period, autoPay: body.autoPay ?? true } },
          },
          ORDER_DESCRIPTIONS[locale].premium[period],
          '/premium/result',
        );
      },

      async status(orderId: string, viewer: Viewer): Promise<PremiumOrderView> {
        const order = await orders.poll(orderId, (o) => o.kind === 'premium' && o.userId === viewer.id);
        return { ...orderView(order), premiumUntil: (await premiumState(viewer.id)).premiumUntil };
      },

      /** The auto-pay switch; a provider's own subscription (Stripe) is told first (cancel at the period's end, or not). */
      async setAutoPay(viewer: Viewer, enabled: boolean): Promise<PremiumState> {
        const saved = await data.autoPay.get(viewer.id);
        if (!saved) {
          if (enabled) throw new HttpError(409, 'No payment method is saved: pay for premium with auto-pay first', { code: 'no-saved-method' });
          return premiumState(viewer.id);
        }
        if (deps.provider.setRenewal && saved.provider === deps.provider.name && saved.enabled !== enabled) {
          try {
            await deps.provider.setRenewal(saved.paymentMethodId, enabled);
          } catch (error) {
            deps.log.error({ err: error, userId: viewer.id }, 'the payment provider did not change the renewal');
            throw new HttpError(502, 'The payment provider is not answering; please try again later', { code: 'provider-unavailable' });
          }
        }
        await data.autoPay.setEnabled(viewer.id, enabled);
        return premiumState(viewer.id);
      },
    },

    /** Premium today (the server's check of every premium benefit). */
    async isPremium(userId: number): Promise<boolean> {
      return (await premiumState(userId)).active;
    },

    /** Report orders (kind `report`): granted on success by inserting the report (src/domains/reports renders it). */
    reports: {
      /**
       * `languages.report`: the report's; `languages.page`: the order's (the checkout page, the receipt and the page
       * the payer comes back to), so a member buying a report in another language stays on the site in their own.
       */
      async buy(petId: number, languages: { report: Locale; page: Locale }, viewer: Viewer): Promise<CheckoutResponse> {
        const user = await member(viewer);
        return orders.open(
          {
            userId: user.id, kind: 'report', amount: priceList().report, currency: config.currency, email: user.email!, locale: languages.page,
            grants: { report: { petId, locale: languages.report } },
          },
          ORDER_DESCRIPTIONS[languages.page].report,
          '/u/reports',
        );
      },
      status: async (orderId: string, viewer: Viewer) => orders.poll(orderId, (o) => o.kind === 'report' && o.userId === viewer.id),

      /**
       * The viewer's report orders still pending (newest `PAYMENT_LIMITS.pendingReportOrders`), each re-read from its
       * provider first when it has been pending a minute (as a status poll does), so a paid order whose webhook was
       * lost leaves the list and a declined one too.
       */
      async pending(viewer: Viewer) {
        const rows = await data.orders.pendingOfUser(viewer.id, 'report', PAYMENT_LIMITS.pendingReportOrders);
        const fresh = await Promise.all(rows.map((row) => orders.poll(row.orderId, (o) => o.userId === viewer.id)));
        return fresh.filter((o) => o.status === 'pending');
      },
    },

    /** The mating payment (kind `mating`): a member without premium pays once to publish one announcement. */
    matings: {
      async buy(matingId: number, locale: Locale | undefined, viewer: Viewer): Promise<CheckoutResponse> {
        const user = await member(viewer);
        const mating = await data.matings.byId(matingId);
        // Only its recorder pays for a mating; anyone else's (and a missing one) is the same 404.
        if (!mating || mating.createdBy !== viewer.id) throw notFound('No such mating', 'matingId');
        if (mating.paidOrderId !== null) throw new HttpError(409, 'Publishing this mating is paid for already', { code: 'already-paid', field: 'matingId' });
        if ((await premiumState(user.id)).active) throw new HttpError(409, 'Premium publishes matings without the mating payment', { code: 'premium', field: 'matingId' });
        const lang = locale ?? localeOf(user.locale);
        return orders.open(
          { userId: user.id, kind: 'mating', amount: priceList().mating, currency: config.currency, email: user.email!, locale: lang, grants: { mating: { matingId } } },
          ORDER_DESCRIPTIONS[lang].mating,
          `/m/${matingId}`,
        );
      },
    },

    donations: {
      async buy(body: DonateBody, viewer: Viewer | null): Promise<CheckoutResponse> {
        const { min, max } = priceList().donation;
        if (body.price < min || body.price > max) throw badRequest(`The donation must be from ${min} to ${max} ${config.currency}`, 'price');
        const user = viewer ? await data.users.byId(viewer.id) : null;
        const locale = body.locale ?? localeOf(user?.locale);
        const name = body.fullName.trim();
        if (name === '') throw badRequest('Write a name (it is not shown when you ask so)', 'fullName');
        return orders.open(
          {
            userId: viewer?.id ?? null, kind: 'donation', amount: body.price * 100, currency: config.currency, email: body.email.toLowerCase(), locale,
            grants: { donation: { name, notShow: body.notShow ?? false } },
          },
          ORDER_DESCRIPTIONS[locale].donation,
          '/donate',
        );
      },

      /** A member's donation only to that member; a visitor's to whoever holds its order id. */
      async status(orderId: string, viewer: Viewer | null): Promise<OrderView> {
        return orderView(await orders.poll(orderId, (o) => o.kind === 'donation' && (o.userId === null || o.userId === viewer?.id)));
      },

      async month(): Promise<MonthDonations> {
        const now = deps.now();
        const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
        const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
        const { rows, total, count } = await data.orders.donations(from, to, config.currency, PAYMENT_LIMITS.monthDonors);
        const goal = priceList().donation.monthlyGoal;
        return {
          month: from.toISOString().slice(0, 7), currency: config.currency, total, count, goal: goal === null ? null : goal * 100,
          donors: rows.map((r) => ({
            name: publicDonorName(r),
            amount: r.amount, at: (r.at ?? now).toISOString(),
          })),
        };
      },

      /** Every donation (`all`) or the succeeded ones, for moderators. */
      async forModerators(all: boolean, page: PageRequest): Promise<ModeratorDonations> {
        const { rows, total } = await data.orders.moderatorDonations(all, { limit: page.limit, offset: offsetOf(page) });
        return { items: rows.map(moderatorDonation), total, page: page.page, limit: page.limit };
      },

      /**
       * Hides a donor's name from the public list, or shows it again (a moderator's; the donor's own "don't show my
       * name" stays theirs). `also` runs in the same transaction with the order before and after (the audit entry).
       */
      async hideName(id: number, body: HideDonorNameBody, also?: OrderStep): Promise<ModeratorDonation> {
        const hidden = body.hidden ?? true;
        return data.transaction(async (tx) => {
          const found = await tx.orders.lockDonation(id);
          if (!found) throw notFound(`params/id donation ${id} does not exist`, 'id');
          const updated = await tx.orders.setNameHidden(id, hidden, deps.now());
          if (!updated) throw new HttpError(409, hidden ? 'The name is hidden already' : 'The name is not hidden', { code: hidden ? 'name_hidden_already' : 'name_not_hidden' });
          await also?.written(tx, found.order, updated);
          return moderatorDonation({ order: updated, nickname: found.nickname });
        });
      },
    },

    /**
     * Refunds a succeeded order in full through its provider (a moderator's decision). When the provider confirms at
     * once, the refund is applied as a provider's report of it is (orders.apply: what the order granted is taken back,
     * the payer told) with `also` (the audit entry) in its transaction; when the provider confirms later, its webhook
     * applies it and `also` is written now. The provider's idempotency key is the order's: two moderators refunding at
     * once make one refund, and the order moves once.
     */
    async refund(orderId: string, body: RefundBody, also?: OrderStep): Promise<RefundResponse> {
      const order = await data.orders.byOrderId(orderId);
      if (!order) throw notFound('No such order', 'orderId');
      if (order.status !== 'succeeded') {
        throw new HttpError(409, order.status === 'refunded' ? 'The order is refunded already' : 'Only a paid order can be refunded', { code: 'not_refundable' });
      }
      if (order.provider !== deps.provider.name || order.providerPaymentId === null) {
        throw new HttpError(409, 'The order was paid through a provider that is not configured now', { code: 'other_provider' });
      }
      const description = 'premium' in order.grants
        ? ORDER_DESCRIPTIONS[localeOf(order.locale)].premium[order.grants.premium.period]
        : ORDER_DESCRIPTIONS[localeOf(order.locale)][order.kind as Exclude<OrderRow['kind'], 'premium'>];
      let refund: Awaited<ReturnType<typeof deps.provider.refund>>;
      try {
        refund = await deps.provider.refund({
          paymentId: order.providerPaymentId, orderId, amount: order.amount, currency: order.currency, description, email: order.email,
          idempotenceKey: `refund-${orderId}`,
        });
      } catch (error) {
        deps.log.error({ err: error, orderId }, 'the payment provider did not refund');
        throw new HttpError(502, 'The payment provider is not answering; please try again later', { code: 'provider-unavailable' });
      }
      if (refund.status === 'failed') throw new HttpError(502, 'The payment provider refused the refund', { code: 'refund-refused' });
      if (refund.status === 'succeeded') {
        const payment = {
          paymentId: order.providerPaymentId, status: 'refunded' as const, amount: order.amount, currency: order.currency, orderId, savedMethodId: null,
        };
        const moved = await orders.apply(order.provider, payment, `refund:${refund.refundId}`, { reason: body.reason, ...(also ? { also } : {}) });
        // The provider's own notice of this refund came first and moved the order: the decision is still logged.
        if (!moved && also) await data.transaction(async (tx) => also.written(tx, order, (await tx.orders.byOrderId(orderId))!));
      } else if (also) {
        await data.transaction((tx) => also.written(tx, order, order));
      }
      const now = (await data.orders.byOrderId(orderId))!;
      return { ...orderView(now), refund: now.status === 'refunded' ? 'refunded' : 'pending' };
    },

    /** A provider's webhook: verified (signature on the exact bytes, or a re-read), then applied (idempotent, order-tolerant). */
    async webhook(providerName: PaymentProviderName, request: WebhookRequest) {
      if (providerName !== deps.provider.name) throw notFound(`The ${providerName} provider is not configured`, 'provider');
      const event = await deps.provider.verifyWebhook(request);
      return { ok: true as const, applied: await orders.applyEvent(providerName, event) };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
