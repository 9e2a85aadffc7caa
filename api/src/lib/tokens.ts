import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A random URL-safe token (256 bits). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored as their sha256, never in clear. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The refresh token that follows `token` when it is rotated: an HMAC of it under the server's secret, so the server can
 * answer the same new token again to a second tab that sent the old one a moment later (nobody without the secret and
 * the old token can compute it). Same shape as `randomToken`.
 */
export const successorToken = (secret: string, token: string) => createHmac('sha256', secret).update(`refresh:${token}`).digest('base64url');
