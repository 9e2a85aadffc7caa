import type { Mailer } from '../../plugins/app/mailer';
import type { DataAccess } from '../data';
import type { ErrorLog } from '../files/detach';
import type { Uploads } from '../files/uploads';
import type { MatingsService } from '../matings/service';
import type { PedigreeService } from '../pedigree/service';
import type { PetsService } from '../pets/service';

/** What the moderation domain's operations work with. */
export interface ModerationDeps {
  data: DataAccess;
  /** Dogs are hidden and published through the pets domain's service. */
  pets: PetsService;
  /** Matings and litters are hidden and published through the matings domain's service. */
  matings: MatingsService;
  /** A merge is refused when one dog descends from the other (the engine's parents). */
  pedigree: PedigreeService;
  /** A deleted dog's photos and documents let go of their stored files. */
  uploads: Uploads;
  mailer: Mailer;
  /** The site's address, for the links in mails. */
  publicUrl: string;
  /** The address banned members may write to. */
  contactEmail: string;
  /** The clock of bans and of the log (tests drive it). */
  now: () => Date;
  log: ErrorLog;
}
