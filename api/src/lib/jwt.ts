import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'bc-api';
/** A UUID as text (a session id). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export interface VerifiedClaims extends AccessClaims {
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** Tokens whose signature was checked, remembered until they expire (~300 bytes each). */
const VERIFIED_MAX = 20_000;

/**
 * HS256 access tokens: `sub` = user id, `sid` = session (refresh-token family) id, 15 minutes. A token's signature
 * is checked once: what it says cannot change, so its claims are remembered until its expiry (`now` in ms: tests).
 * Whether its session is still live is the caller's check, every time.
 */
export function createJwt(secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS, now = () => Date.now()) {
  const key = new TextEncoder().encode(secret);
  const verified = new LRUCache<string, VerifiedClaims>({ max: VERIFIED_MAX });

  async function check(token: string): Promise<VerifiedClaims | null> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, requiredClaims: ['exp', 'sub'], currentDate: new Date(now()) });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || userId < 1 || typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
      if (typeof payload.exp !== 'number') return null;
      return { userId, sessionId: payload.sid, expiresAt: payload.exp };
    } catch {
      return null;
    }
  }

  return {
    ttlSeconds,
    sign: ({ userId, sessionId }: AccessClaims) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    /** The claims, or null when the token is malformed, forged, expired or without an expiry (it would never end). */
    async verify(token: string): Promise<VerifiedClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt * 1000 > now()) return known;
        verified.delete(token);
        return null;
      }
      const claims = await check(token);
      if (claims) verified.set(token, claims);
      return claims;
    },
  };
}
export type Jwt = ReturnType<typeof createJwt>;
