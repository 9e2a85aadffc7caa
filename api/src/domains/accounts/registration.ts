import { isReservedNickname, type RegistrationBody } from '@bc/shared/contracts';
import { badRequest, conflict, gone, notFound } from '../../lib/http-error';
import type { AccountsDeps } from './deps';
import { banRefusal, isBanActive } from './bans';
import { ACTIVATION_TTL_MS, sendActivationMail } from './mail';
import { type Client, type SignedIn, startSession } from './sessions';

/** Registration and the activation link it mails. */
export function registrationOperations(deps: AccountsDeps) {
  const { data } = deps;
  return {
    /**
     * Registers, or, for an email whose account was never activated, starts over: the new password, nickname and
     * language replace the old ones and a fresh link replaces the earlier ones. That answer is the same as for a new
     * account, so it tells no more about registered emails than before (an active or banned account is a 409).
     */
    async register({ email, password, nickname, locale }: RegistrationBody): Promise<void> {
      if (isReservedNickname(nickname)) throw badRequest(`body/nickname "${nickname}" is reserved`, 'nickname');
      const existing = await data.users.byEmail(email);
      const restart = existing && !existing.isActive && !existing.isBanned && !existing.deletedAt ? existing : undefined;
      if (existing && !restart) throw conflict('This email is already registered', 'email');
      const holder = await data.users.byNickname(nickname);
      if (holder && holder.id !== restart?.id) throw conflict('This nickname is already taken', 'nickname');
      const passwordHash = await deps.passwords.hash(password);
      // The mail is sent inside the transaction: if it cannot be sent, no half-registered account stays behind.
      await data.transaction(async (tx) => {
        const user = restart
          ? await tx.users.update(restart.id, { passwordHash, nickname, locale })
          : await tx.users.insert({ email, passwordHash, nickname, locale, isActive: false });
        if (!user) throw conflict('This email is already registered', 'email');
        if (restart) await tx.authTokens.removeAll(user.id, 'activation');
        const hash = await tx.authTokens.create(user.id, 'activation', ACTIVATION_TTL_MS);
        await sendActivationMail(deps, email.toLowerCase(), locale, nickname, hash);
      });
    },

    /** The activation link: the account becomes active and a session opens. */
    activate: (hash: string, client: Client): Promise<SignedIn> =>
      data.transaction(async (tx) => {
        const token = await tx.authTokens.find(hash, 'activation');
        if (!token) throw notFound('This activation link is not valid', 'hash');
        if (token.usedAt) throw conflict('This activation link has already been used; please sign in', 'hash');
        if (token.expiresAt <= new Date()) throw gone('This activation link has expired; please register again', 'activation_expired');
        const user = await tx.users.byId(token.userId);
        if (!user || user.deletedAt) throw notFound('This activation link is not valid', 'hash');
        if (isBanActive(user, deps.now())) throw banRefusal(user, deps.contactEmail);
        if (!(await tx.authTokens.markUsed(token.id))) throw conflict('This activation link has already been used; please sign in', 'hash');
        const active = (await tx.users.update(user.id, { isActive: true })) ?? user;
        return startSession(deps, tx, active, client);
      }),
  };
}
