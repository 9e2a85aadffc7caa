import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token (256 bits). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored as their sha256, never in clear. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
