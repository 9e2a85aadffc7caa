import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'bc-api';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export interface VerifiedClaims extends AccessClaims {
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** HS256 access tokens: `sub` = user id, `sid` = session (refresh-token family) id, 15 minutes. */
export function createJwt(secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS) {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, requiredClaims: ['exp', 'sub'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || userId < 1 || typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
        if (typeof payload.exp !== 'number') return null;
        return { userId, sessionId: payload.sid, expiresAt: payload.exp };
      } catch {
        return null;
      }
    },
  };
}
export type Jwt = ReturnType<typeof createJwt>;
