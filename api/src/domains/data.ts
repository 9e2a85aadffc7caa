import type { Db, DbOrTx } from '../db/client';
import { accountsData } from './accounts/data';
import { dictionariesData } from './dictionaries/data';
import { exportsData } from './exports/data';
import { filesData } from './files/data';
import { importsData } from './imports/data';
import { matingsData } from './matings/data';
import { paymentsData } from './payments/data';
import { moderationData } from './moderation/data';
import { pedigreeData } from './pedigree/data';
import { petsData } from './pets/data';
import { reportsData } from './reports/data';
import type { DomainEventName, DomainEvents, Emit } from './events';

/** Every domain's data access, bound to the database or to one transaction. */
function bind(db: DbOrTx, emit: Emit) {
  return {
    ...accountsData(db, emit),
    ...dictionariesData(db),
    ...filesData(db),
    ...pedigreeData(db),
    ...petsData(db),
    ...matingsData(db),
    ...paymentsData(db),
    ...reportsData(db, emit),
    ...importsData(db),
    ...exportsData(db),
    ...moderationData(db),
  };
}
export type Data = ReturnType<typeof bind>;

export interface DataAccess extends Data {
  /**
   * The one way to open a transaction: `work` gets the data access bound to it, and all of it is written or none.
   * Events its writes emit are told once it has committed (none when it rolls back).
   */
  transaction<T>(work: (tx: Data) => Promise<T>): Promise<T>;
}

/** Only modules under a `data/` folder (and this composition) touch the database. */
export function createDataAccess(db: Db, emit: Emit): DataAccess {
  return {
    ...bind(db, emit),
    async transaction(work) {
      const told: [DomainEventName, DomainEvents[DomainEventName]][] = [];
      const result = await db.transaction((tx) => work(bind(tx, (name, payload) => void told.push([name, payload]))));
      for (const [name, payload] of told) emit(name, payload as never);
      return result;
    },
  };
}
