import type { DbOrTx } from '../../../db/client';
import { dictionariesRepository } from './dictionaries';
import { dictionarySearchRepository } from './search';

/** The dictionaries domain's data access (see src/domains/data.ts). */
export const dictionariesData = (db: DbOrTx) => ({
  dictionaries: dictionariesRepository(db),
  dictionarySearch: dictionarySearchRepository(db),
});
