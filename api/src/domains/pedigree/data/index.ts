import type { DbOrTx } from '../../../db/client';
import { pedigreeColumnsRepository } from './columns';
import { pedigreePetsRepository } from './pets';

/** The pedigree domain's data access (see src/domains/data.ts); the listener of other instances is in sync.ts. */
export const pedigreeData = (db: DbOrTx) => ({
  pedigree: { ...pedigreeColumnsRepository(db), ...pedigreePetsRepository(db) },
});
