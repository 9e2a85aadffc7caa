import { Type, type Static } from '@sinclair/typebox';
import {
  CountryCode, DateTime, Email, errors, Id, IdParams, LIMITS, LocaleSchema, LongText, Nullable, OkResponse,
  Page, PageQuery, Password, ShortText,
} from './common';
import { NICKNAME_PATTERN_SOURCE } from './nickname';
import { PetSummary } from './pets';
import { defineRoute } from './route';

/** Filters of the moderators' user list. */
export const USER_ROLE_FILTERS = ['moderator', 'banned', 'premium', 'inactive', 'deleted'] as const;

export const Nickname = Type.String({ pattern: NICKNAME_PATTERN_SOURCE, minLength: 3, maxLength: 30 });

const contactField = Type.Optional(Type.String({ maxLength: LIMITS.contact }));
/** How to reach a member; every field optional. */
export const Contacts = Type.Object(
  {
    phone: contactField,
    email: contactField,
    website: contactField,
    telegram: contactField,
    whatsapp: contactField,
    viber: contactField,
    vk: contactField,
    facebook: contactField,
    instagram: contactField,
  },
  { additionalProperties: false },
);
export type Contacts = Static<typeof Contacts>;

const profileFields = {
  displayName: Nullable(Type.String()),
  country: Nullable(CountryCode),
  city: Nullable(Type.String()),
  kennelName: Nullable(Type.String()),
  kennelPrefix: Nullable(Type.String()),
  contacts: Contacts,
  about: Nullable(Type.String()),
  avatar: Nullable(Type.String()),
};

/** The signed-in user (`GET /api/user`, and `user` of every sign-in answer). */
export const CurrentUser = Type.Object({
  id: Id,
  nickname: Type.String(),
  email: Type.String(),
  ...profileFields,
  locale: LocaleSchema,
  isBaned: Type.Boolean(),
  isModerator: Type.Boolean(),
  isPremium: Type.Boolean(),
  premiumUntil: Nullable(DateTime),
  createdAt: DateTime,
});
export type CurrentUser = Static<typeof CurrentUser>;

/** What anyone may see of a member (no email). */
export const PublicProfile = Type.Object({
  id: Id,
  nickname: Type.String(),
  ...profileFields,
  isPremium: Type.Boolean(),
  isModerator: Type.Boolean(),
  createdAt: DateTime,
});
export type PublicProfile = Static<typeof PublicProfile>;

/** The editable fields of a profile (owner or moderator). */
export const EditableProfile = Type.Object({
  id: Id,
  nickname: Type.String(),
  email: Type.String(),
  ...profileFields,
  locale: LocaleSchema,
});
export type EditableProfile = Static<typeof EditableProfile>;

/** A row of the moderators' user list. */
export const AdminUser = Type.Object({
  id: Id,
  nickname: Nullable(Type.String()),
  email: Nullable(Type.String()),
  displayName: Nullable(Type.String()),
  kennelName: Nullable(Type.String()),
  country: Nullable(CountryCode),
  isActive: Type.Boolean(),
  isModerator: Type.Boolean(),
  isBaned: Type.Boolean(),
  isPremium: Type.Boolean(),
  premiumUntil: Nullable(DateTime),
  isDeleted: Type.Boolean(),
  createdAt: DateTime,
});
export type AdminUser = Static<typeof AdminUser>;

export const AuthResponse = Type.Object({
  user: CurrentUser,
  accessToken: Type.String(),
  refreshToken: Type.String(),
  /** Seconds until the access token expires. */
  expiresIn: Type.Integer(),
});
export type AuthResponse = Static<typeof AuthResponse>;

const body = <P extends Parameters<typeof Type.Object>[0]>(properties: P) =>
  Type.Object(properties, { additionalProperties: false });
const Token = Type.String({ minLength: 16, maxLength: LIMITS.token, pattern: '^[A-Za-z0-9_-]+$' });

export const RegistrationBody = body({ email: Email, password: Password, nickname: Nickname, locale: LocaleSchema });
export const ActivateBody = body({ hash: Token });
export const LoginBody = body({ email: Email, password: Type.String({ minLength: 1, maxLength: LIMITS.passwordMax }) });
export const RefreshBody = body({ refreshToken: Token });
export const RecoverByEmailBody = body({ email: Email, locale: LocaleSchema });
/** `id` is either the reset token from the email link, or a user id (own id; moderators: anyone's). */
export const UpdatePasswordBody = body({ password: Password, id: Type.Union([Id, Token]) });
/** `userId`: moderators change another member's nickname (anyone else gets 403). */
export const UpdateNicknameBody = body({ nickname: Nickname, userId: Type.Optional(Id) });
export const UpdateProfileBody = body({
  userId: Type.Optional(Id),
  displayName: Type.Optional(Nullable(ShortText)),
  country: Type.Optional(Nullable(CountryCode)),
  city: Type.Optional(Nullable(ShortText)),
  kennelName: Type.Optional(Nullable(ShortText)),
  kennelPrefix: Type.Optional(Nullable(ShortText)),
  contacts: Type.Optional(Contacts),
  about: Type.Optional(Nullable(LongText)),
  avatar: Type.Optional(Nullable(Type.String({
    maxLength: LIMITS.url,
    description: 'An image the caller uploaded: the `url` answered by POST /api/images/add with kind avatar (any of its sizes); null removes it',
  }))),
  locale: Type.Optional(LocaleSchema),
});
/**
 * `password`: the caller's own, to confirm. `userId`: moderators delete another member's account (anyone else gets 403).
 */
export const DeleteAccountBody = body({
  password: Type.String({ minLength: 1, maxLength: LIMITS.passwordMax }),
  userId: Type.Optional(Id),
});
export const UsersQuery = Type.Object(
  {
    ...PageQuery.properties,
    q: Type.Optional(Type.String({ minLength: 1, maxLength: LIMITS.search })),
    role: Type.Optional(Type.Union(USER_ROLE_FILTERS.map((r) => Type.Literal(r)))),
  },
  { additionalProperties: false },
);
export const NicknameParams = Type.Object({ nickname: Nickname }, { additionalProperties: false });

export type RegistrationBody = Static<typeof RegistrationBody>;
export type ActivateBody = Static<typeof ActivateBody>;
export type LoginBody = Static<typeof LoginBody>;
export type RefreshBody = Static<typeof RefreshBody>;
export type RecoverByEmailBody = Static<typeof RecoverByEmailBody>;
export type UpdatePasswordBody = Static<typeof UpdatePasswordBody>;
export type UpdateNicknameBody = Static<typeof UpdateNicknameBody>;
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;
export type UsersQuery = Static<typeof UsersQuery>;

export const LikedPet = Type.Object({ pet: PetSummary, likedAt: DateTime });
export type LikedPet = Static<typeof LikedPet>;
export const PurchasedReport = Type.Object({ id: Id, pet: PetSummary, createdAt: DateTime });
export type PurchasedReport = Static<typeof PurchasedReport>;

export const LikesResponse = Page(LikedPet);
export const ReportsResponse = Page(PurchasedReport);
export const UserPetsResponse = Page(PetSummary);
export const UsersResponse = Page(AdminUser);
export type LikesResponse = Static<typeof LikesResponse>;
export type ReportsResponse = Static<typeof ReportsResponse>;
export type UserPetsResponse = Static<typeof UserPetsResponse>;
export type UsersResponse = Static<typeof UsersResponse>;

const tags = ['user'];

export const registrationRoute = defineRoute({
  method: 'POST', url: '/api/user/registration', auth: 'public',
  schema: {
    tags, summary: 'Register; sends an activation email in `locale`',
    description:
      'An email whose account was never activated gets a fresh link instead (the new password, nickname and locale ' +
      'replace the old ones, earlier links stop working); the answer is the same 201 as for a new account.',
    body: RegistrationBody, response: { 201: OkResponse, ...errors(400, 409, 429, 502) },
  },
});
export const activateRoute = defineRoute({
  method: 'POST', url: '/api/user/activate', auth: 'public',
  schema: {
    tags, summary: 'Activate an account with the hash of the email link; signs the user in',
    body: ActivateBody, response: { 200: AuthResponse, ...errors(400, 403, 404, 409, 410) },
  },
});
export const loginRoute = defineRoute({
  method: 'POST', url: '/api/user/login', auth: 'public',
  schema: {
    tags, summary: 'Sign in (401 wrong credentials, 403 not activated or banned)',
    body: LoginBody, response: { 200: AuthResponse, ...errors(400, 401, 403, 429) },
  },
});
export const refreshRoute = defineRoute({
  method: 'POST', url: '/api/user/refresh', auth: 'public',
  schema: {
    tags, summary: 'Rotate the refresh token; reusing an old one revokes the session',
    body: RefreshBody, response: { 200: AuthResponse, ...errors(400, 401, 403) },
  },
});
export const logoutRoute = defineRoute({
  method: 'GET', url: '/api/user/logout', auth: 'user',
  schema: { tags, summary: 'Revoke the current session', response: { 200: OkResponse, ...errors(401, 403) } },
});
export const recoverByEmailRoute = defineRoute({
  method: 'POST', url: '/api/user/recover-by-email', auth: 'public',
  schema: {
    tags, summary: 'Send a password reset link (answers the same whether or not the email is registered)',
    description: "The email is written in the member's stored language; `locale` is used only when none is stored.",
    body: RecoverByEmailBody, response: { 200: OkResponse, ...errors(400, 429, 502) },
  },
});
export const updatePasswordRoute = defineRoute({
  method: 'POST', url: '/api/user/update-password', auth: 'optional',
  schema: {
    tags, summary: 'Set a password with a reset token (id = token) or signed in (id = user id)',
    body: UpdatePasswordBody, response: { 200: OkResponse, ...errors(400, 401, 403, 404, 409, 410) },
  },
});
export const updateNicknameRoute = defineRoute({
  method: 'POST', url: '/api/user/update-nickname', auth: 'user',
  schema: {
    tags, summary: 'Change the nickname (unique, not a reserved word); moderators may pass userId',
    body: UpdateNicknameBody, response: { 200: CurrentUser, ...errors(400, 401, 403, 404, 409) },
  },
});
export const updateProfileRoute = defineRoute({
  method: 'POST', url: '/api/user/update', auth: 'user',
  schema: {
    tags, summary: 'Update a profile (own; moderators may pass userId)',
    body: UpdateProfileBody, response: { 200: CurrentUser, ...errors(400, 401, 403, 404) },
  },
});
export const deleteAccountRoute = defineRoute({
  method: 'POST', url: '/api/user/delete', auth: 'user',
  schema: {
    tags, summary: "Delete the own account, or (moderators, with userId) a member's (anonymised; registered pets stay)",
    body: DeleteAccountBody, response: { 200: OkResponse, ...errors(400, 401, 403, 404) },
  },
});
export const currentUserRoute = defineRoute({
  method: 'GET', url: '/api/user', auth: 'user',
  schema: { tags, summary: 'The signed-in user', response: { 200: CurrentUser, ...errors(401, 403) } },
});
export const usersRoute = defineRoute({
  method: 'GET', url: '/api/users', auth: 'moderator',
  schema: {
    tags: ['moderation'], summary: 'List and search users (moderators)',
    querystring: UsersQuery, response: { 200: UsersResponse, ...errors(400, 401, 403) },
  },
});
export const showProfileRoute = defineRoute({
  method: 'GET', url: '/api/user/nickname/:nickname/show', auth: 'optional',
  schema: {
    tags, summary: 'Public profile', params: NicknameParams,
    response: { 200: PublicProfile, ...errors(400, 401, 403, 404) },
  },
});
export const editProfileRoute = defineRoute({
  method: 'GET', url: '/api/user/nickname/:nickname/edit', auth: 'user',
  schema: {
    tags, summary: 'Editable profile fields (owner or moderator)', params: NicknameParams,
    response: { 200: EditableProfile, ...errors(400, 401, 403, 404) },
  },
});
export const likesRoute = defineRoute({
  method: 'GET', url: '/api/user/likes', auth: 'user',
  schema: {
    tags, summary: 'Pets the user liked', querystring: PageQuery,
    response: { 200: LikesResponse, ...errors(400, 401, 403) },
  },
});
export const reportsRoute = defineRoute({
  method: 'GET', url: '/api/user/reports', auth: 'user',
  schema: {
    tags, summary: 'Pet reports the user bought', querystring: PageQuery,
    response: { 200: ReportsResponse, ...errors(400, 401, 403) },
  },
});
export const breederPetsRoute = defineRoute({
  method: 'GET', url: '/api/user/pets/breeder/:id', auth: 'optional',
  schema: {
    tags, summary: 'Pets bred by a user (published only unless the user or a moderator asks)',
    params: IdParams, querystring: PageQuery, response: { 200: UserPetsResponse, ...errors(400, 401, 403, 404) },
  },
});
export const ownerPetsRoute = defineRoute({
  method: 'GET', url: '/api/user/pets/owner/:id', auth: 'optional',
  schema: {
    tags, summary: 'Pets owned by a user (published only unless the user or a moderator asks)',
    params: IdParams, querystring: PageQuery, response: { 200: UserPetsResponse, ...errors(400, 401, 403, 404) },
  },
});
