import type { DbOrTx } from '../../../db/client';
import { documentsRepository } from './documents';
import { photosRepository } from './photos';
import { uploadsRepository } from './uploads';

/** The files domain's data access (see src/domains/data.ts). */
export const filesData = (db: DbOrTx) => ({
  uploads: uploadsRepository(db),
  photos: photosRepository(db),
  documents: documentsRepository(db),
});
