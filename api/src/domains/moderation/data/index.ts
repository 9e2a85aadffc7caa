import type { DbOrTx } from '../../../db/client';
import { moderationAccountRequestsRepository } from './account-requests';
import { moderationActionsRepository } from './actions';
import { breedingQueuesRepository } from './breeding';
import { connectBreedersRepository } from './connect-breeders';
import { petDeletionsRepository } from './deletions';
import { petMergesRepository } from './merges';
import { moderationQueuesRepository } from './queues';

/** The moderation domain's data access (see src/domains/data.ts). */
export const moderationData = (db: DbOrTx) => ({
  moderationActions: moderationActionsRepository(db),
  moderationAccountRequests: moderationAccountRequestsRepository(db),
  moderationQueues: moderationQueuesRepository(db),
  connectBreeders: connectBreedersRepository(db),
  breedingQueues: breedingQueuesRepository(db),
  petMerges: petMergesRepository(db),
  petDeletions: petDeletionsRepository(db),
});
