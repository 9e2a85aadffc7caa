import { type Locale, localePath, toBcp47 } from '@bc/shared/contracts';
import { ORDER_DESCRIPTIONS, RENEWAL_LAPSED, RENEWAL_REMINDER } from '../../mail/payments';
import { renderMail, type Template } from '../../mail/templates';
import type { PaymentsDeps } from './deps';
import { formatAmount } from './money';
import { newOrderId, type OrderOperations } from './orders';
import type { ProviderPayment } from './providers/provider';
import { MAX_ATTEMPTS, nextAttemptAt, REMIND_BEFORE_MS, renewalStep, RETRY_WINDOW_MS } from './renewal-schedule';

type Due = Awaited<ReturnType<PaymentsDeps['data']['renewals']['due']>>[number];

/** What one tick did (tests read it; production logs it when anything happened). */
export interface TickReport {
  reminded: number;
  charged: number;
  failed: number;
  lapsed: number;
}

/**
 * The renewal scheduler: with auto-pay on, the member's saved method is charged the day before the period ends
 * (sandbox: its saved method; YooKassa: payment_method_id); a reminder goes three days before; a failed charge is
 * retried a day later, twice, and then auto-pay is turned off and the member told (premium lapses at its end).
 * Stripe renews its subscriptions itself (`invoice.paid`), so the scheduler leaves them alone.
 *
 * Several API instances may tick at the same moment: every once-only step is claimed in the database first (the
 * reminder by a conditional update of its period's row, each attempt by a conditional update that counts it), and
 * the provider's idempotency key names the member, the period and the attempt, so a period is charged once.
 */
export function createRenewals(deps: PaymentsDeps, orders: OrderOperations) {
  const { data, provider, config, log } = deps;

  function mail(template: Record<Locale, Template>, member: Due, amount: number, until: Date) {
    const locale = (member.locale as Locale | null) ?? 'ru';
    const link = `${deps.publicUrl}${localePath(locale, '/premium')}`;
    const values = {
      link, nickname: member.nickname ?? '',
      amount: formatAmount(amount, config.currency, locale),
      until: new Intl.DateTimeFormat(toBcp47(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(until),
    };
    return deps.mailer.send({ to: member.email!, link, ...renderMail(template, locale, values) }).catch((error: unknown) => {
      log.error({ err: error, userId: member.userId }, 'a renewal email was not sent');
    });
  }

  /** One attempt at charging the member's saved method for the period ending `until`; what the provider answered. */
  async function charge(member: Due, until: Date, amount: number, attempt: number): Promise<ProviderPayment['status']> {
    const locale = (member.locale as Locale | null) ?? 'ru';
    const orderId = newOrderId();
    await data.orders.insert({
      orderId, userId: member.userId, kind: 'premium', amount, currency: config.currency, provider: provider.name, email: member.email!, locale,
      grants: { premium: { period: member.period, autoPay: true } },
    });
    await data.renewals.setOrder(member.userId, until, orderId);
    try {
      const payment = await provider.chargeSaved({
        orderId, amount, currency: config.currency, description: ORDER_DESCRIPTIONS[locale].premium[member.period], locale, email: member.email!,
        paymentMethodId: member.paymentMethodId, idempotenceKey: `renewal-${member.userId}-${until.toISOString()}-${attempt}`,
      });
      await data.orders.setProviderPayment(orderId, payment.paymentId);
      await orders.apply(provider.name, payment, null);
      return payment.status;
    } catch (error) {
      log.error({ err: error, userId: member.userId, orderId }, 'a renewal charge failed');
      await data.orders.step(orderId, 'pending', 'failed', false);
      return 'failed';
    }
  }

  /** A previous attempt still pending at the provider (its webhook not come yet): re-read; true while it is pending. */
  async function awaitingPrevious(member: Due, until: Date): Promise<boolean> {
    const renewal = await data.renewals.get(member.userId, until);
    const previous = renewal?.orderId ? await data.orders.byOrderId(renewal.orderId) : null;
    if (!previous || previous.status !== 'pending' || previous.providerPaymentId === null) return false;
    const payment = await provider.getPayment(previous.providerPaymentId);
    if (payment && payment.status !== 'pending') await orders.apply(provider.name, payment, null);
    return payment?.status === 'pending';
  }

  async function tick(): Promise<TickReport> {
    const report: TickReport = { reminded: 0, charged: 0, failed: 0, lapsed: 0 };
    if (provider.renewsItself) return report;
    const now = deps.now();
    const due = await data.renewals.due(provider.name, new Date(now.getTime() - RETRY_WINDOW_MS), new Date(now.getTime() + REMIND_BEFORE_MS));
    for (const member of due) {
      const until = member.premiumUntil!;
      const amount = config.prices[config.currency].premium[member.period];
      const step = renewalStep(until, now);
      try {
        if (step === 'remind') {
          if (member.email && (await data.renewals.claimReminder(member.userId, until, now))) {
            await mail(RENEWAL_REMINDER, member, amount, until);
            report.reminded++;
          }
          continue;
        }
        if (step !== 'charge' || !member.email || (await awaitingPrevious(member, until))) continue;
        const attempt = await data.renewals.claimAttempt(member.userId, until, now, nextAttemptAt(now), MAX_ATTEMPTS);
        if (attempt === null) continue;
        const status = await charge(member, until, amount, attempt);
        if (status === 'succeeded') {
          await data.renewals.finish(member.userId, until, 'charged', now);
          report.charged++;
        } else if (status !== 'pending') {
          report.failed++;
          if (attempt >= MAX_ATTEMPTS) {
            await data.autoPay.setEnabled(member.userId, false);
            await data.renewals.finish(member.userId, until, 'lapsed', now);
            await mail(RENEWAL_LAPSED, member, amount, until);
            report.lapsed++;
          }
        }
      } catch (error) {
        log.error({ err: error, userId: member.userId }, 'the renewal of a member failed');
      }
    }
    return report;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  return {
    tick,

    /** Ticks every `everyMs` (a tick still running is not overlapped); `stop` waits for the running one. */
    start(everyMs: number) {
      timer = setInterval(() => {
        if (running) return;
        running = tick()
          .then((r) => (r.reminded + r.charged + r.failed > 0 ? log.info(r, 'renewals') : undefined))
          .catch((error: unknown) => log.error({ err: error }, 'the renewal tick failed'))
          .finally(() => (running = null));
      }, everyMs);
      timer.unref();
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
export type Renewals = ReturnType<typeof createRenewals>;
