import type { DbOrTx } from '../../../db/client';
import { attachmentRequestsRepository } from './attachment-requests';
import { petDetailsRepository } from './details';
import { likesRepository } from './likes';
import { notesRepository } from './notes';
import { petsRepository } from './pets';
import { petRelativesRepository } from './relatives';
import { petSearchRepository } from './search';
import { searchIndexRowsRepository } from './search-index-rows';
import { petSummariesRepository } from './summaries';

/** The pets domain's data access (see src/domains/data.ts). */
export const petsData = (db: DbOrTx) => ({
  pets: petsRepository(db),
  petDetails: petDetailsRepository(db),
  petSearch: petSearchRepository(db),
  searchIndexRows: searchIndexRowsRepository(db),
  petRelatives: petRelativesRepository(db),
  petSummaries: petSummariesRepository(db),
  notes: notesRepository(db),
  likes: likesRepository(db),
  attachmentRequests: attachmentRequestsRepository(db),
});
