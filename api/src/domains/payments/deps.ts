import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsConfig } from '../../config/payments';
import type { Mailer } from '../../plugins/app/mailer';
import type { DataAccess } from '../data';
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
