import type { AccountsDeps } from './deps';
import { memberOperations } from './members';
import { passwordOperations } from './password-change';
import { registrationOperations } from './registration';
import { sessionOperations } from './sessions';

/** Accounts: registration, sessions, passwords, profiles and the member lists of moderators and pickers. */
export function createAccountsService(deps: AccountsDeps) {
  return {
    ...registrationOperations(deps),
    ...sessionOperations(deps),
    ...passwordOperations(deps),
    ...memberOperations(deps),
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
