import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { HttpError } from '../../lib/http-error';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail carries, logged when mail is written to files. */
  link?: string;
  /** Where a reply goes (an inquiry's sender), when not to the sender of the site. */
  replyTo?: string;
}

export interface Mailer {
  transport: 'smtp' | 'files' | 'memory';
  send(mail: OutgoingMail): Promise<void>;
  /** Mail sent so far (memory transport only; tests read links from it). */
  outbox: OutgoingMail[];
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailerPluginOptions {
  transport: 'smtp' | 'files' | 'memory';
  smtpUrl: string | null;
  from: string;
  /** Where `files` writes .eml messages. */
  mailDir: string;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/mail (and its link is logged). */
export default fp<MailerPluginOptions>(
  async (app, options) => {
    const outbox: OutgoingMail[] = [];
    const smtp = options.transport === 'smtp' && options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
    const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    let counter = 0;

    const deliver = async (mail: OutgoingMail) => {
      const message = { from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}) };
      if (options.transport === 'memory') {
        outbox.push(mail);
        return;
      }
      if (smtp) {
        await smtp.sendMail(message);
        app.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
        return;
      }
      const info = await files.sendMail(message);
      await mkdir(options.mailDir, { recursive: true });
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = join(options.mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${++counter}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      app.log.info({ to: mail.to, file, link: mail.link }, `mail written to ${file}${mail.link ? `; link: ${mail.link}` : ''}`);
    };

    app.decorate('mailer', {
      transport: options.transport,
      outbox,
      async send(mail) {
        try {
          await deliver(mail);
        } catch (error) {
          app.log.error({ err: error, to: mail.to }, 'mail delivery failed');
          throw new HttpError(502, 'The email could not be sent; please try again later');
        }
      },
    } satisfies Mailer);
    if (smtp) app.addHook('onClose', async () => smtp.close());
  },
  { name: 'mailer' },
);
