import type { DbOrTx } from '../../../db/client';
import { exportDogsRepository } from './dogs';

/** The exports domain's data access (see src/domains/data.ts). */
export const exportsData = (db: DbOrTx) => ({
  exportDogs: exportDogsRepository(db),
});
