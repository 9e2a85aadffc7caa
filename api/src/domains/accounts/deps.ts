import type { Jwt } from '../../lib/jwt';
import type { Passwords } from '../../lib/passwords';
import type { Mailer } from '../../plugins/app/mailer';
import type { DataAccess } from '../data';

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
}
