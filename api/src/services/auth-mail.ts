import type { FastifyInstance } from 'fastify';
import { activationLink, resetPasswordLink, type Locale } from '@bc/shared/contracts';
import { ACTIVATION, PASSWORD_RESET, renderMail } from '../mail/templates';

export const ACTIVATION_TTL_MS = 48 * 60 * 60 * 1000;
export const RESET_TTL_MS = 2 * 60 * 60 * 1000;

export async function sendActivationMail(app: FastifyInstance, to: string, locale: Locale, nickname: string, hash: string) {
  const link = activationLink(app.settings.publicUrl, locale, hash);
  await app.mailer.send({ to, link, ...renderMail(ACTIVATION, locale, { link, nickname }) });
}

export async function sendResetMail(app: FastifyInstance, to: string, locale: Locale, token: string) {
  const link = resetPasswordLink(app.settings.publicUrl, locale, token);
  await app.mailer.send({ to, link, ...renderMail(PASSWORD_RESET, locale, { link }) });
}
