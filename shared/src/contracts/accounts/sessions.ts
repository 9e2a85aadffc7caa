import { Type, type Static } from '@sinclair/typebox';
import { Email, errors, Id, LocaleSchema, OkResponse, Password } from '../common';
import { LIMITS } from '../limits';
import { defineRoute } from '../route';
import { strict } from '../schema';
import { accountEndpoints } from './endpoints';
import { CurrentUser, Nickname } from './members';

/** Registration, activation, signing in and out, tokens, passwords. */

/**
 * A sign-in's answer: the member and a short-lived access token (sent as `Authorization: Bearer …`). The refresh token
 * is never in the body: the API sets it as the HttpOnly cookie `rt`, sent only to `POST /api/user/refresh`.
 */
export const AuthResponse = Type.Object({
  user: CurrentUser,
  accessToken: Type.String(),
  /** Seconds until the access token expires. */
  expiresIn: Type.Integer(),
});
export type AuthResponse = Static<typeof AuthResponse>;

const body = <P extends Parameters<typeof Type.Object>[0]>(properties: P) => Type.Object(properties, strict);
const Token = Type.String({ minLength: 16, maxLength: LIMITS.token, pattern: '^[A-Za-z0-9_-]+$' });

export const RegistrationBody = body({ email: Email, password: Password, nickname: Nickname, locale: LocaleSchema });
export const ActivateBody = body({ hash: Token });
export const LoginBody = body({ email: Email, password: Type.String({ minLength: 1, maxLength: LIMITS.passwordMax }) });
export const RecoverByEmailBody = body({ email: Email, locale: LocaleSchema });
/**
 * `id` is either the reset token from the email link (nothing else is asked), or a user id (own id; moderators:
 * anyone's) with `currentPassword`, the caller's own password, to confirm.
 */
export const UpdatePasswordBody = body({
  password: Password,
  id: Type.Union([Id, Token]),
  currentPassword: Type.Optional(Type.String({ minLength: 1, maxLength: LIMITS.passwordMax })),
});

export type RegistrationBody = Static<typeof RegistrationBody>;
export type ActivateBody = Static<typeof ActivateBody>;
export type LoginBody = Static<typeof LoginBody>;
export type RecoverByEmailBody = Static<typeof RecoverByEmailBody>;
export type UpdatePasswordBody = Static<typeof UpdatePasswordBody>;

const tags = ['user'];

export const registrationRoute = defineRoute({
  ...accountEndpoints.registration,
  schema: {
    tags, summary: 'Register; sends an activation email in `locale`',
    description:
      'An email whose account was never activated gets a fresh link instead (the new password, nickname and locale ' +
      'replace the old ones, earlier links stop working); the answer is the same 201 as for a new account.',
    body: RegistrationBody, response: { 201: OkResponse, ...errors(400, 409, 429, 502) },
  },
});
export const activateRoute = defineRoute({
  ...accountEndpoints.activate,
  schema: {
    tags, summary: 'Activate an account with the hash of the email link; signs the user in',
    body: ActivateBody, response: { 200: AuthResponse, ...errors(400, 403, 404, 409, 410) },
  },
});
export const loginRoute = defineRoute({
  ...accountEndpoints.login,
  schema: {
    tags, summary: 'Sign in (401 wrong credentials, 403 not activated or banned)',
    body: LoginBody, response: { 200: AuthResponse, ...errors(400, 401, 403, 429) },
  },
});
export const refreshRoute = defineRoute({
  ...accountEndpoints.refresh,
  schema: {
    tags, summary: 'Rotate the refresh token (the `rt` cookie); reusing an old one revokes the session',
    description:
      'Reads the HttpOnly `rt` cookie (Path=/api/user/refresh) and sets the next one. A token rotated less than ' +
      '30 s ago (another tab of the same browser refreshing at the same moment) answers the same new pair; an older ' +
      'one ends the session. A 401 also clears the cookie.',
    response: { 200: AuthResponse, ...errors(401, 403) },
  },
});
export const logoutRoute = defineRoute({
  ...accountEndpoints.logout,
  schema: { tags, summary: 'Revoke the current session', response: { 200: OkResponse, ...errors(401, 403) } },
});
export const recoverByEmailRoute = defineRoute({
  ...accountEndpoints.recoverByEmail,
  schema: {
    tags, summary: 'Send a password reset link (answers the same whether or not the email is registered)',
    description: "The email is written in the member's stored language; `locale` is used only when none is stored.",
    body: RecoverByEmailBody, response: { 200: OkResponse, ...errors(400, 429, 502) },
  },
});
export const updatePasswordRoute = defineRoute({
  ...accountEndpoints.updatePassword,
  schema: {
    tags, summary: 'Set a password with a reset token (id = token) or signed in (id = user id, with currentPassword)',
    body: UpdatePasswordBody, response: { 200: OkResponse, ...errors(400, 401, 403, 404, 409, 410) },
  },
});
export const currentUserRoute = defineRoute({
  ...accountEndpoints.currentUser,
  schema: { tags, summary: 'The signed-in user', response: { 200: CurrentUser, ...errors(401, 403) } },
});
