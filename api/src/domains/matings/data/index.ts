import type { DbOrTx } from '../../../db/client';
import { breedingRepository } from './breeding-data';
import { litterPhotosRepository } from './litter-photos';
import { littersRepository } from './litters';
import { matingPageRepository } from './mating-page';
import { matingsRepository } from './matings';
import { storedCoiRepository } from './stored-coi';

/** The matings domain's data access (see src/domains/data.ts). */
export const matingsData = (db: DbOrTx) => ({
  matings: matingsRepository(db),
  matingPages: matingPageRepository(db),
  litters: littersRepository(db),
  litterPhotos: litterPhotosRepository(db),
  breeding: breedingRepository(db),
  storedCoi: storedCoiRepository(db),
});
