import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * The newest email written to DATA_DIR/mail for an address (the API writes .eml files when no SMTP is set), its bodies
 * decoded (quoted-printable and base64).
 */
export async function latestMailTo(address: string, timeoutMs = 15_000): Promise<string> {
  const dir = join(inject('dataDir'), 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const files = readdirSync(dir)
        .filter((file) => file.endsWith('.eml'))
        .map((file) => join(dir, file))
        .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
      for (const file of files) {
        const text = readFileSync(file, 'utf8');
        if (text.includes(address)) return decodeQuotedPrintable(decodeBase64Parts(text));
      }
    } catch {
      /* the folder appears with the first email */
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`No email to ${address} in ${dir}`);
}

/** Bodies in base64 (a mail in Russian or Chinese is sent so) as their text, headers and boundaries kept. */
function decodeBase64Parts(text: string): string {
  return text.replace(/(Content-Transfer-Encoding: base64\r?\n\r?\n)([A-Za-z0-9+/=\r\n]+)/gi, (_, head: string, body: string) =>
    `${head}${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}\n`,
  );
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The first link of an email that points at a path of the site. */
export function linkIn(mail: string, pathPart: string): string {
  const match = new RegExp(`https?://[^\\s"'<>]*${pathPart}[^\\s"'<>]*`).exec(mail);
  if (!match) throw new Error(`No link with ${pathPart} in the email`);
  return match[0];
}
