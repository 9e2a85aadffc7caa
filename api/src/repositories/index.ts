import type { Db, DbOrTx } from '../db/client';
import { accountRequestsRepository } from './account-requests';
import { attachmentRequestsRepository } from './attachment-requests';
import { authTokensRepository } from './auth-tokens';
import { dictionariesRepository } from './dictionaries';
import { likesRepository } from './likes';
import { notesRepository } from './notes';
import { petSummariesRepository } from './pet-summaries';
import { petsRepository } from './pets';
import { petsDictionariesRepository } from './pets-dictionaries';
import { petsReadRepository } from './pets-read';
import { petsRelativesRepository } from './pets-relatives';
import { petsSearchRepository } from './pets-search';
import { sessionsRepository } from './sessions';
import { usersRepository } from './users';

function bind(db: DbOrTx, changed: () => void) {
  return {
    users: usersRepository(db, changed),
    authTokens: authTokensRepository(db),
    sessions: sessionsRepository(db, changed),
    petSummaries: petSummariesRepository(db),
    accountRequests: accountRequestsRepository(db),
    dictionaries: dictionariesRepository(db),
    pets: petsRepository(db),
    petsRead: petsReadRepository(db),
    petsSearch: petsSearchRepository(db),
    petsRelatives: petsRelativesRepository(db),
    petsDictionaries: petsDictionariesRepository(db),
    notes: notesRepository(db),
    likes: likesRepository(db),
    attachmentRequests: attachmentRequestsRepository(db),
  };
}
export type BoundRepositories = ReturnType<typeof bind>;

export interface Repositories extends BoundRepositories {
  /** Runs `work` in one transaction with repositories bound to it: all of it is written, or none. */
  transaction<T>(work: (repos: BoundRepositories) => Promise<T>): Promise<T>;
}

/**
 * `changed` runs whenever users or sessions are written; inside a transaction it runs at the write and once
 * more after the commit, so no reader can cache what the transaction replaced.
 */
export function createRepositories(db: Db, changed: () => void = () => {}): Repositories {
  return {
    ...bind(db, changed),
    async transaction(work) {
      let touched = false;
      const result = await db.transaction((tx) =>
        work(
          bind(tx, () => {
            touched = true;
            changed();
          }),
        ),
      );
      if (touched) changed();
      return result;
    },
  };
}
