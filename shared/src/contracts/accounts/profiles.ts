import { Type, type Static } from '@sinclair/typebox';
import { CountryCode, errors, Id, LocaleSchema, LongText, Nullable, OkResponse, ShortText } from '../common';
import { LIMITS } from '../limits';
import { defineRoute } from '../route';
import { strict } from '../schema';
import { accountEndpoints } from './endpoints';
import { Contacts, CurrentUser, EditableProfile, Nickname, PublicProfile } from './members';

/** A member's profile: shown, edited, renamed, deleted. */

const body = <P extends Parameters<typeof Type.Object>[0]>(properties: P) => Type.Object(properties, strict);

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
export const NicknameParams = Type.Object({ nickname: Nickname }, { additionalProperties: false });

export type UpdateNicknameBody = Static<typeof UpdateNicknameBody>;
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

const tags = ['user'];

export const updateNicknameRoute = defineRoute({
  ...accountEndpoints.updateNickname,
  schema: {
    tags, summary: 'Change the nickname (unique, not a reserved word); moderators may pass userId',
    body: UpdateNicknameBody, response: { 200: CurrentUser, ...errors(400, 401, 403, 404, 409) },
  },
});
export const updateProfileRoute = defineRoute({
  ...accountEndpoints.updateProfile,
  schema: {
    tags, summary: 'Update a profile (own; moderators may pass userId)',
    body: UpdateProfileBody, response: { 200: CurrentUser, ...errors(400, 401, 403, 404) },
  },
});
export const deleteAccountRoute = defineRoute({
  ...accountEndpoints.deleteAccount,
  schema: {
    tags, summary: "Delete the own account, or (moderators, with userId) a member's (anonymised; registered pets stay)",
    body: DeleteAccountBody, response: { 200: OkResponse, ...errors(400, 401, 403, 404) },
  },
});
export const showProfileRoute = defineRoute({
  ...accountEndpoints.showProfile,
  schema: {
    tags, summary: 'Public profile', params: NicknameParams,
    response: { 200: PublicProfile, ...errors(400, 401, 403, 404) },
  },
});
export const editProfileRoute = defineRoute({
  ...accountEndpoints.editProfile,
  schema: {
    tags, summary: 'Editable profile fields (owner or moderator)', params: NicknameParams,
    response: { 200: EditableProfile, ...errors(400, 401, 403, 404) },
  },
});
