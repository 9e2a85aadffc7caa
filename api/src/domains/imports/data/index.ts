import type { DbOrTx } from '../../../db/client';
import { importJobsRepository } from './jobs';
import { importPetsRepository } from './pets';

/** The imports domain's data access (see src/domains/data.ts). */
export const importsData = (db: DbOrTx) => ({
  importJobs: importJobsRepository(db),
  importPets: importPetsRepository(db),
});
