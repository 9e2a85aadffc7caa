import { defineEndpoints } from '../route';

/** Moderation: decisions on members and pets, each written to the audit log, the log itself and undo. */
export const moderationEndpoints = defineEndpoints({
  ban: { method: 'POST', url: '/api/moderation/users/:id/ban', auth: 'moderator' },
  unban: { method: 'POST', url: '/api/moderation/users/:id/unban', auth: 'moderator' },
  setModerator: { method: 'POST', url: '/api/moderation/users/:id/moderator', auth: 'moderator' },
  hidePet: { method: 'POST', url: '/api/moderation/pets/:id/hide', auth: 'moderator' },
  deletePet: { method: 'POST', url: '/api/moderation/pets/:id/delete', auth: 'moderator' },
  publishPet: { method: 'POST', url: '/api/moderation/pets/:id/publish', auth: 'moderator' },
  mergePets: { method: 'POST', url: '/api/moderation/pets/merge', auth: 'moderator' },
  actions: { method: 'GET', url: '/api/moderation/actions', auth: 'moderator' },
  summary: { method: 'GET', url: '/api/moderation/summary', auth: 'moderator' },
  pets: { method: 'GET', url: '/api/moderation/pets', auth: 'moderator' },
  undo: { method: 'POST', url: '/api/moderation/actions/:id/undo', auth: 'moderator' },
  accountRequests: { method: 'GET', url: '/api/moderation/account-requests', auth: 'moderator' },
  approveAccountRequest: { method: 'POST', url: '/api/moderation/account-requests/:id/approve', auth: 'moderator' },
  rejectAccountRequest: { method: 'POST', url: '/api/moderation/account-requests/:id/reject', auth: 'moderator' },
  connectBreeders: { method: 'GET', url: '/api/moderation/connect-breeders', auth: 'moderator' },
  connect: { method: 'POST', url: '/api/moderation/connect-breeders', auth: 'moderator' },
  matings: { method: 'GET', url: '/api/moderation/matings', auth: 'moderator' },
  litters: { method: 'GET', url: '/api/moderation/litters', auth: 'moderator' },
  hideMating: { method: 'POST', url: '/api/moderation/matings/:id/hide', auth: 'moderator' },
  publishMating: { method: 'POST', url: '/api/moderation/matings/:id/publish', auth: 'moderator' },
  hideLitter: { method: 'POST', url: '/api/moderation/litters/:id/hide', auth: 'moderator' },
  publishLitter: { method: 'POST', url: '/api/moderation/litters/:id/publish', auth: 'moderator' },
});
