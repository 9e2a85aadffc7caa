import {
  type AddAccountRequestBody, type AdminUser, type EditableProfile, isReservedNickname, type PageOf, type PublicProfile,
  type UpdateProfileBody, type UsersQuery,
} from '@bc/shared/contracts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import type { PageRequest } from '../../lib/paging';
import type { AuthContext } from '../../plugins/app/auth';
import { isCountryCode } from '../dictionaries/countries';
import type { UserChanges, UserRow } from './data/users';
import type { AccountsDeps } from './deps';
import { toAdminUser, toCurrentUser, toEditableProfile, toPublicProfile } from './profiles';

const trimmed = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() || null : value);

/** Profiles, nicknames, deletion, the moderators' member list, the member pickers and account requests. */
export function memberOperations(deps: AccountsDeps) {
  const { data } = deps;

  /**
   * The member a caller acts on for themselves, or a moderator for someone else (`userId`; the caller by default).
   * Throws 403 with `message` at once unless it is the caller or the caller is a moderator; the function returned
   * reads the member (the caller's own row without a query), 404 naming `userId` when missing or deleted. Operations
   * call it after their own checks, so their 400s still come before the 404.
   */
  function memberToEdit(auth: AuthContext, userId: number, message: string): () => Promise<UserRow> {
    if (userId !== auth.user.id && !auth.user.isModerator) throw forbidden(message);
    return async () => {
      const target = userId === auth.user.id ? auth.user : await data.users.byId(userId);
      if (!target || target.deletedAt) throw notFound('User not found', 'userId');
      return target;
    };
  }

  async function liveMember(nickname: string) {
    const user = await data.users.byNickname(nickname);
    if (!user || user.deletedAt || !user.isActive) throw notFound(`No member with the nickname "${nickname}"`, 'nickname');
    return user;
  }

  return {
    currentUser: (auth: AuthContext) => toCurrentUser(auth.user),

    profile: async (nickname: string): Promise<PublicProfile> => toPublicProfile(await liveMember(nickname)),

    async editableProfile(auth: AuthContext, nickname: string): Promise<EditableProfile> {
      const user = await liveMember(nickname);
      if (user.id !== auth.user.id && !auth.user.isModerator) throw forbidden('You may edit only your own profile');
      return toEditableProfile(user);
    },

    /** The caller's own nickname, or (moderators, with `userId`) another member's. */
    async updateNickname(auth: AuthContext, nickname: string, userId = auth.user.id) {
      const member = memberToEdit(auth, userId, 'You may change only your own nickname');
      if (isReservedNickname(nickname)) throw badRequest(`body/nickname "${nickname}" is reserved`, 'nickname');
      const target = await member();
      const holder = await data.users.byNickname(nickname);
      if (holder && holder.id !== target.id) throw conflict('This nickname is already taken', 'nickname');
      const updated = await data.users.update(target.id, { nickname });
      return toCurrentUser(updated ?? target);
    },

    async updateProfile(auth: AuthContext, body: UpdateProfileBody) {
      const { userId = auth.user.id, ...fields } = body;
      const member = memberToEdit(auth, userId, 'You may edit only your own profile');
      if (fields.country && !isCountryCode(fields.country)) throw badRequest(`body/country "${fields.country}" is not a known country code`, 'country');
      const target = await member();

      const changes: UserChanges = {};
      if (fields.displayName !== undefined) changes.displayName = trimmed(fields.displayName);
      if (fields.country !== undefined) changes.country = fields.country;
      if (fields.city !== undefined) changes.city = trimmed(fields.city);
      if (fields.kennelName !== undefined) changes.kennelName = trimmed(fields.kennelName);
      if (fields.kennelPrefix !== undefined) changes.kennelPrefix = trimmed(fields.kennelPrefix);
      if (fields.contacts !== undefined) changes.contacts = fields.contacts;
      if (fields.about !== undefined) changes.about = trimmed(fields.about);
      if (fields.locale !== undefined) changes.locale = fields.locale;
      if (Object.keys(changes).length === 0 && fields.avatar === undefined) return toCurrentUser(target);
      const updated = await data.transaction(async (tx) => {
        // An avatar is an image the caller uploaded (a moderator's own upload for another member), never any URL.
        const avatar = fields.avatar === undefined ? {} : await deps.avatars.choose(tx, auth.user, trimmed(fields.avatar) ?? null, target);
        return tx.users.update(target.id, { ...changes, ...avatar });
      });
      if (updated) await deps.avatars.replaced(target, updated);
      return toCurrentUser(updated ?? target);
    },

    /**
     * Deletes the caller's account, or (moderators, with `userId`) a member's, confirmed with the caller's own
     * password, in one transaction: personal data is erased (the row stays, anonymised, so the pets the member
     * registered remain, shown as from a former member), likes and notes go, every session ends; then the avatar's
     * file goes unless another row uses it.
     */
    async deleteAccount(auth: AuthContext, password: string, userId = auth.user.id): Promise<void> {
      const member = memberToEdit(auth, userId, 'You may delete only your own account');
      if (!(await deps.passwords.verify(auth.user.passwordHash, password))) throw badRequest('body/password is wrong', 'password');
      const target = await member();
      await data.transaction(async (tx) => {
        await tx.users.removeActivity(target.id);
        await tx.users.anonymise(target.id);
        await tx.authTokens.expireAll(target.id);
        await tx.sessions.revokeAllOfUser(target.id);
      });
      await deps.avatars.replaced(target, { avatar: null, avatarUploadId: null });
    },

    /** The moderators' member list: search by email, nickname, names or kennel; filter by role. */
    async users(query: UsersQuery, page: PageRequest): Promise<PageOf<AdminUser>> {
      const { rows, total } = await data.users.list({ ...query, ...page }, deps.now());
      return { items: rows.map((row) => toAdminUser(row, deps.now())), total, ...page };
    },

    /** The breeder and owner pickers of the pet form: public fields of active members. */
    searchMembers: (query: string, limit: number) => data.memberSearch.search(query, limit),

    /** Anyone (signed in or not) may ask moderators to hand over or connect an account. */
    async addAccountRequest({ userId, info, email, locale }: AddAccountRequestBody, requesterUserId: number | null): Promise<void> {
      const target = await data.users.byId(userId);
      if (!target || target.deletedAt) throw notFound('User not found', 'userId');
      await data.accountRequests.insert({ userId, info: info.trim(), email: email.toLowerCase(), locale, requesterUserId });
    },
  };
}
