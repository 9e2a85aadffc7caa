import type { DbOrTx } from '../../../db/client';
import { autoPayRepository } from './auto-pay';
import { ordersRepository } from './orders';
import { renewalsRepository } from './renewals';
import { sandboxRepository } from './sandbox';

/** The payments domain's data access (see src/domains/data.ts). */
export const paymentsData = (db: DbOrTx) => ({
  orders: ordersRepository(db),
  autoPay: autoPayRepository(db),
  renewals: renewalsRepository(db),
  sandboxPayments: sandboxRepository(db),
});
