import { readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { build, testConfig } from '../helpers/build';
import { uniqueName } from '../helpers/users';

/** How mail leaves the API: .eml files under DATA_DIR/mail without SMTP_URL, nodemailer over SMTP with it. */
let app: FastifyInstance | undefined;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  await app?.close();
  app = undefined;
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Quoted-printable to text: `=XX` are UTF-8 bytes, `=` at a line end a soft break. */
function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < source.length; i++) {
    const hex = source[i] === '=' ? source.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(source[i]));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A message's headers (encoded words decoded) and its quoted-printable text. */
function decodeMessage(raw: string) {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) =>
    new RegExp(`^${name}: (.*)$`, 'im')
      .exec(unfolded)?.[1]
      .replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
        kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : quotedPrintable(text.replace(/_/g, ' ')),
      );
  return { header, body: quotedPrintable(rest.join('\n\n')) };
}

const register = (instance: FastifyInstance, locale: string) => {
  const nickname = uniqueName('mail');
  const email = `${nickname}@example.test`;
  return instance
    .inject({ method: 'POST', url: '/api/user/registration', payload: { email, password: 'Password-123', nickname, locale } })
    .then((response) => ({ response, email, nickname }));
};

describe('without SMTP_URL', () => {
  it("writes each email as an .eml file under DATA_DIR/mail, in the user's language, and logs its link", async () => {
    const config = testConfig();
    cleanups.push(() => rmSync(config.dataDir, { recursive: true, force: true }));
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _, done) => (lines.push(String(chunk)), done()) });
    app = await build({ config, mail: 'auto', logger: { level: 'info', stream } });
    expect(app.mailer.transport).toBe('files');

    const { response, email, nickname } = await register(app, 'lv');
    expect(response.statusCode).toBe(201);
    const dir = join(config.dataDir, 'mail');
    const files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const { header, body } = decodeMessage(readFileSync(join(dir, files[0]), 'utf8'));
    expect(header('To')).toBe(email);
    expect(header('Subject')).toBe('Apstipriniet reģistrāciju');
    const link = /http:\/\/localhost:3000\/lv\/activate\/[A-Za-z0-9_-]{43}/.exec(body)?.[0];
    expect(link).toBeDefined();
    expect(body).toContain(nickname);
    // The link works, and the log says where the mail is and what it links to.
    expect(lines.some((line) => line.includes(link!) && line.includes(files[0]))).toBe(true);
    const activated = await app.inject({ method: 'POST', url: '/api/user/activate', payload: { hash: link!.split('/').pop() } });
    expect(activated.statusCode).toBe(200);
  });
});

describe('with SMTP_URL', () => {
  it('sends through nodemailer to the SMTP server', async () => {
    const received: { from?: string; to: string[]; raw: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, done) {
        let raw = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (raw += chunk));
        stream.on('end', () => {
          const from = session.envelope.mailFrom;
          received.push({ from: from ? from.address : undefined, to: session.envelope.rcptTo.map((r) => r.address), raw });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const { port } = server.server.address() as AddressInfo;

    const config = testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Pedigree <no-reply@example.test>' });
    cleanups.push(() => rmSync(config.dataDir, { recursive: true, force: true }));
    app = await build({ config, mail: 'auto' });
    expect(app.mailer.transport).toBe('smtp');

    const { response, email } = await register(app, 'de');
    expect(response.statusCode).toBe(201);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@example.test', to: [email] });
    const { header, body } = decodeMessage(received[0].raw);
    expect(header('Subject')).toBe('Bestätigen Sie Ihre Registrierung');
    expect(body).toMatch(/http:\/\/localhost:3000\/de\/activate\/[A-Za-z0-9_-]{43}/);
    // Nothing is written to files when SMTP is configured.
    expect(() => readdirSync(join(config.dataDir, 'mail'))).toThrow();
  });
});
