import type { DbOrTx } from '../../../db/client';
import type { Emit } from '../../events';
import { accountRequestsRepository } from './account-requests';
import { authTokensRepository } from './auth-tokens';
import { memberSearchRepository } from './member-search';
import { sessionsRepository } from './sessions';
import { usersRepository } from './users';

/** The accounts domain's data access (see src/domains/data.ts); writes to users and sessions tell their events. */
export const accountsData = (db: DbOrTx, emit: Emit) => ({
  users: usersRepository(db, emit),
  authTokens: authTokensRepository(db),
  sessions: sessionsRepository(db, emit),
  accountRequests: accountRequestsRepository(db),
  memberSearch: memberSearchRepository(db),
});
