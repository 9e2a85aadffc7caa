import type { DbOrTx } from '../../../db/client';
import type { Emit } from '../../events';
import { reportsRepository } from './reports';

/** The reports domain's data access (see src/domains/data.ts). */
export const reportsData = (db: DbOrTx, emit: Emit) => ({ reports: reportsRepository(db, emit) });
