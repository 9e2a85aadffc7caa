import { isLocale, type Locale } from '@bc/shared/contracts';
import { forbidden, gone, HttpError, notFound, unauthorized } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/app/auth';
import type { AccountsDeps } from './deps';
import { isBanActive } from './bans';
import { RESET_TTL_MS, sendResetMail } from './mail';

/** Forgotten passwords (a link by mail) and changes of a password; every other session of the account ends. */
export function passwordOperations(deps: AccountsDeps) {
  const { data } = deps;

  async function withResetToken(token: string, password: string) {
    const passwordHash = await deps.passwords.hash(password);
    await data.transaction(async (tx) => {
      const row = await tx.authTokens.find(token, 'reset');
      if (!row) throw notFound('This password reset link is not valid', 'id');
      if (row.usedAt) throw gone('This password reset link has already been used', 'reset_used');
      if (row.expiresAt <= new Date()) throw gone('This password reset link has expired; ask for a new one', 'reset_expired');
      const user = await tx.users.byId(row.userId);
      if (!user || user.deletedAt) throw notFound('This password reset link is not valid', 'id');
      if (!(await tx.authTokens.markUsed(row.id))) throw gone('This password reset link has already been used', 'reset_used');
      // Opening the emailed link proves the address, so a not yet activated account becomes active.
      await tx.users.update(user.id, { passwordHash, isActive: true });
      await tx.authTokens.expireAll(user.id, 'reset');
      await tx.sessions.revokeAllOfUser(user.id);
    });
  }

  async function forUser(auth: AuthContext | null, userId: number, password: string, currentPassword: string | undefined) {
    if (!auth) throw unauthorized('Sign in to change a password', 'sign_in_required');
    if (userId !== auth.user.id && !auth.user.isModerator) throw forbidden('You may change only your own password');
    // Whoever holds a signed-in tab must still know the password: the caller's own (a moderator's for another member).
    if (currentPassword === undefined) {
      throw new HttpError(400, 'body/currentPassword is required: confirm the change with your current password', {
        field: 'currentPassword', code: 'current_password_required',
      });
    }
    if (!(await deps.passwords.verify(auth.user.passwordHash, currentPassword))) {
      throw new HttpError(400, 'body/currentPassword is wrong', { field: 'currentPassword', code: 'wrong_password' });
    }
    const target = await data.users.byId(userId);
    if (!target || target.deletedAt) throw notFound('User not found', 'id');
    const passwordHash = await deps.passwords.hash(password);
    await data.transaction(async (tx) => {
      await tx.users.update(userId, { passwordHash });
      await tx.sessions.revokeAllOfUser(userId, userId === auth.user.id ? auth.sessionId : undefined);
    });
  }

  return {
    /**
     * Mails a reset link to a live account, in the member's stored language (`locale` only when none is stored).
     * Answers the same whether or not the email is registered, so nothing reveals an account.
     */
    async recoverByEmail(email: string, locale: Locale): Promise<void> {
      const user = await data.users.byEmail(email);
      if (!user || user.deletedAt || isBanActive(user, deps.now()) || !user.email) return;
      const to = user.email;
      const language = isLocale(user.locale) ? user.locale : locale;
      try {
        await data.transaction(async (tx) => {
          await tx.authTokens.expireAll(user.id, 'reset');
          const token = await tx.authTokens.create(user.id, 'reset', RESET_TTL_MS);
          await sendResetMail(deps, to, language, token);
        });
      } catch (error) {
        // A mail failure is logged by the mailer; answering it would reveal that the account exists.
        if (!(error instanceof HttpError && error.statusCode === 502)) throw error;
      }
    },

    /**
     * `id` = the reset token of an email link (no sign-in needed, nothing else asked), or a user id: one's own when
     * signed in, anyone's for moderators, confirmed with the caller's `currentPassword`.
     */
    updatePassword: (id: string | number, password: string, auth: AuthContext | null, currentPassword?: string): Promise<void> =>
      typeof id === 'string' ? withResetToken(id, password) : forUser(auth, id, password, currentPassword),
  };
}
