import type { DbOrTx } from '../../../db/client';
import { accountRequests } from '../../../db/schema';

export type NewAccountRequest = typeof accountRequests.$inferInsert;

export function accountRequestsRepository(db: DbOrTx) {
  return {
    async insert(values: NewAccountRequest): Promise<number> {
      const [row] = await db.insert(accountRequests).values(values).returning({ id: accountRequests.id });
      return row.id;
    },
  };
}
