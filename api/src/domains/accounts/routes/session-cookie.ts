import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AuthResponse, refreshRoute } from '@bc/shared/contracts';
import type { SignedIn } from '../sessions';

/** The product's name of the refresh token's cookie (`COOKIES.refreshToken` of the front end). */
export const REFRESH_COOKIE = 'rt';

/**
 * The refresh token's cookie (`rt`): HttpOnly (no script reads it), sent only to the refresh call (its path) and only
 * from this site (SameSite=Strict), Secure when the request came over HTTPS (directly, or through a trusted proxy's
 * X-Forwarded-Proto).
 */
const cookieOptions = (request: FastifyRequest) =>
  ({ path: refreshRoute.url, httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https' }) as const;

/** Sets the `rt` cookie of a sign-in and answers the rest (the refresh token never goes into the body). */
export function signedInAnswer(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn): AuthResponse {
  reply.setCookie(REFRESH_COOKIE, signedIn.refreshToken, { ...cookieOptions(request), maxAge: signedIn.refreshMaxAge });
  return signedIn.answer;
}

/** Removes the `rt` cookie (logout, a refresh refused, a deleted account). */
export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(request));
}
