import type { FastifyInstance } from 'fastify';
import accountRequest from './account-request';
import activate from './activate';
import currentUser from './current-user';
import deleteAccount from './delete-account';
import login from './login';
import logout from './logout';
import memberSearch from './member-search';
import profile from './profile';
import recoverByEmail from './recover-by-email';
import refresh from './refresh';
import registration from './registration';
import updateNickname from './update-nickname';
import updatePassword from './update-password';
import updateProfile from './update-profile';
import users from './users';

/** /api/user/… (accounts, sessions, profiles) and /api/users… (the moderators' list, the member pickers, account requests). */
export default async function accountRoutes(app: FastifyInstance) {
  for (const route of [
    registration, activate, login, refresh, logout, recoverByEmail, updatePassword, updateNickname, updateProfile,
    deleteAccount, currentUser, profile, users, memberSearch, accountRequest,
  ]) {
    await app.register(route);
  }
}
