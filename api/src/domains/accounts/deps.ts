import type { Jwt } from '../../lib/jwt';
import type { Passwords } from '../../lib/passwords';
import type { Mailer } from '../../plugins/app/mailer';
import type { DataAccess } from '../data';
import type { Avatars } from '../files/avatars';

/** What the accounts domain's operations work with. */
export interface AccountsDeps {
  data: DataAccess;
  jwt: Jwt;
  passwords: Passwords;
  mailer: Mailer;
  /** The site's address, for the links in mails. */
  publicUrl: string;
  /** The key refresh tokens' successors are derived with. */
  tokenSecret: string;
  /** The address banned members may write to. */
  contactEmail: string;
  /** The clock bans end by. */
  now: () => Date;
  /** What a profile may show as its avatar (the files domain). */
  avatars: Avatars;
}
