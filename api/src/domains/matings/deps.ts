import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@bc/shared/contracts';
import type { Mailer } from '../../plugins/app/mailer';
import type { DataAccess } from '../data';
import type { DictionaryLookups } from '../dictionaries/lookups';
import type { Events } from '../events';
import type { Uploads } from '../files/uploads';
import type { PedigreeService } from '../pedigree/service';
import type { PetsService } from '../pets/service';
import type { PairGeneticsService } from './genetics';

export interface MatingsDeps {
  data: DataAccess;
  pets: PetsService;
  pedigree: PedigreeService;
  events: Events;
  lookups: () => Promise<DictionaryLookups>;
  mailer: Mailer;
  /** The files domain's uploads (a litter's photos attach them). */
  uploads: Uploads;
  /** The site's address, for the links in emails. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The clock: "today" for the dates and the listing (tests drive it). */
  now: () => Date;
  genetics: PairGeneticsService;
}

/** A locale of the product from a member's row (ru when it is not one). */
export type { Locale };

/**
 * What another domain runs inside a publication change of a mating or a litter, in its transaction: `check` the row
 * before anything is written, `written` with the row before and after (moderation writes its audit entry; a throw
 * undoes both).
 */
export interface BreedingPublishStep<R> {
  check?(current: R): Promise<void> | void;
  written(tx: import('../data').Data, before: R, after: R): Promise<void>;
}
