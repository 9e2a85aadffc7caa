import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createJwt } from '../../src/lib/jwt';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const SESSION = '00000000-0000-4000-8000-000000000000';
const key = new TextEncoder().encode(SECRET);
const unsigned = () => new SignJWT({ sid: SESSION }).setProtectedHeader({ alg: 'HS256' }).setSubject('7').setIssuer('bc-api').setIssuedAt();

describe('access tokens', () => {
  const jwt = createJwt(SECRET);

  it('verifies its own tokens, with their expiry', async () => {
    const claims = await jwt.verify(await jwt.sign({ userId: 7, sessionId: SESSION }));
    expect(claims).toMatchObject({ userId: 7, sessionId: SESSION });
    expect(claims!.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });

  it('refuses a token without an expiry (it would never end)', async () => {
    expect(await jwt.verify(await unsigned().sign(key))).toBeNull();
    expect(await jwt.verify(await unsigned().setExpirationTime('5m').sign(key))).not.toBeNull();
  });

  it('refuses expired tokens and other issuers', async () => {
    expect(await jwt.verify(await unsigned().setExpirationTime(Math.floor(Date.now() / 1000) - 60).sign(key))).toBeNull();
    expect(await jwt.verify(await unsigned().setIssuer('elsewhere').setExpirationTime('5m').sign(key))).toBeNull();
  });

  it('remembers a checked token until it expires, then refuses it; another signature is checked on its own', async () => {
    let clock = Date.now();
    const timed = createJwt(SECRET, 60, () => clock);
    const token = await timed.sign({ userId: 7, sessionId: SESSION });
    expect(await timed.verify(token)).toMatchObject({ userId: 7 });
    expect(await timed.verify(token)).toMatchObject({ userId: 7 });
    const [head, body] = token.split('.');
    expect(await timed.verify(`${head}.${body}.${'A'.repeat(43)}`)).toBeNull();
    clock += 61_000;
    expect(await timed.verify(token)).toBeNull();
    expect(await timed.verify(token)).toBeNull();
  });
});
