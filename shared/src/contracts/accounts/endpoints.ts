import { defineEndpoints } from '../route';

/** Accounts: sessions, profiles, a member's lists, the moderators' user list, pickers, account requests. */
export const accountEndpoints = defineEndpoints({
  registration: { method: 'POST', url: '/api/user/registration', auth: 'public' },
  activate: { method: 'POST', url: '/api/user/activate', auth: 'public' },
  login: { method: 'POST', url: '/api/user/login', auth: 'public' },
  refresh: { method: 'POST', url: '/api/user/refresh', auth: 'public' },
  logout: { method: 'GET', url: '/api/user/logout', auth: 'user' },
  recoverByEmail: { method: 'POST', url: '/api/user/recover-by-email', auth: 'public' },
  updatePassword: { method: 'POST', url: '/api/user/update-password', auth: 'optional' },
  currentUser: { method: 'GET', url: '/api/user', auth: 'user' },
  updateNickname: { method: 'POST', url: '/api/user/update-nickname', auth: 'user' },
  updateProfile: { method: 'POST', url: '/api/user/update', auth: 'user' },
  deleteAccount: { method: 'POST', url: '/api/user/delete', auth: 'user' },
  showProfile: { method: 'GET', url: '/api/user/nickname/:nickname/show', auth: 'optional' },
  editProfile: { method: 'GET', url: '/api/user/nickname/:nickname/edit', auth: 'user' },
  likes: { method: 'GET', url: '/api/user/likes', auth: 'user' },
  reports: { method: 'GET', url: '/api/user/reports', auth: 'user' },
  breederPets: { method: 'GET', url: '/api/user/pets/breeder/:id', auth: 'optional' },
  ownerPets: { method: 'GET', url: '/api/user/pets/owner/:id', auth: 'optional' },
  users: { method: 'GET', url: '/api/users', auth: 'moderator' },
  memberSearch: { method: 'GET', url: '/api/users/search', auth: 'user' },
  addAccountRequest: { method: 'POST', url: '/api/users/add-account-request', auth: 'optional' },
});
