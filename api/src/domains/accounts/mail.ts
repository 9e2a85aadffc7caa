import { activationLink, type Locale, resetPasswordLink } from '@bc/shared/contracts';
import { ACTIVATION, PASSWORD_RESET, renderMail } from '../../mail/templates';
import type { AccountsDeps } from './deps';

export const ACTIVATION_TTL_MS = 48 * 60 * 60 * 1000;
export const RESET_TTL_MS = 2 * 60 * 60 * 1000;

type MailDeps = Pick<AccountsDeps, 'mailer' | 'publicUrl'>;

export async function sendActivationMail(deps: MailDeps, to: string, locale: Locale, nickname: string, hash: string) {
  const link = activationLink(deps.publicUrl, locale, hash);
  await deps.mailer.send({ to, link, ...renderMail(ACTIVATION, locale, { link, nickname }) });
}

export async function sendResetMail(deps: MailDeps, to: string, locale: Locale, token: string) {
  const link = resetPasswordLink(deps.publicUrl, locale, token);
  await deps.mailer.send({ to, link, ...renderMail(PASSWORD_RESET, locale, { link }) });
}
