import type { FastifyInstance } from 'fastify';
import activate from './activate';
import currentUser from './current-user';
import deleteAccount from './delete-account';
import likes from './likes';
import login from './login';
import logout from './logout';
import profile from './profile';
import recoverByEmail from './recover-by-email';
import refresh from './refresh';
import registration from './registration';
import reports from './reports';
import updateNickname from './update-nickname';
import updatePassword from './update-password';
import updateProfile from './update-profile';
import userPets from './user-pets';

/** /api/user/… : accounts, sessions, profiles and the signed-in member's lists. */
export default async function userRoutes(app: FastifyInstance) {
  for (const route of [
    registration, activate, login, refresh, logout, recoverByEmail, updatePassword, updateNickname, updateProfile,
    deleteAccount, currentUser, profile, likes, reports, userPets,
  ]) {
    await app.register(route);
  }
}
