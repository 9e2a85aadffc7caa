import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsConfig } from '../../config/payments';
import type { Mailer } from '../../plugins/app/mailer';
import type { Data, DataAccess } from '../data';
import type { OrderRow } from './data/orders';
import type { PaymentProvider } from './providers/provider';

export interface PaymentsDeps {
  data: DataAccess;
  /** The configured provider (PAYMENT_PROVIDER). */
  provider: PaymentProvider;
  config: PaymentsConfig;
  mailer: Mailer;
  /** The site's address: return URLs and the links in receipts. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The clock (tests drive it). */
  now: () => Date;
}

/** What another domain writes inside an order's transaction, with the row before and after (moderation's audit entry). */
export interface OrderStep {
  written(tx: Data, before: OrderRow, after: OrderRow): Promise<void>;
}
