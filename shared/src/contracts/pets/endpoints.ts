import { defineEndpoints } from '../route';

/** Pets: search, the pet page, writes, likes, notes and attachment requests (contracts in this folder). */
export const petEndpoints = defineEndpoints({
  search: { method: 'GET', url: '/api/pets', auth: 'optional' },
  studDogs: { method: 'GET', url: '/api/pets/for-stud', auth: 'optional' },
  detail: { method: 'GET', url: '/api/pets/:id', auth: 'optional' },
  short: { method: 'GET', url: '/api/pets/short/:id', auth: 'optional' },
  siblings: { method: 'GET', url: '/api/pets/:id/siblings', auth: 'optional' },
  offspring: { method: 'GET', url: '/api/pets/:id/breed', auth: 'optional' },
  like: { method: 'GET', url: '/api/pets/:id/like', auth: 'user' },
  mine: { method: 'GET', url: '/api/pets/user-pets', auth: 'user' },
  myNotes: { method: 'GET', url: '/api/pets/user-notes', auth: 'user' },
  add: { method: 'POST', url: '/api/pets/add', auth: 'user' },
  save: { method: 'POST', url: '/api/pets/:id/save', auth: 'user' },
  setPublish: { method: 'POST', url: '/api/pets/set-publish', auth: 'user' },
  saveNote: { method: 'POST', url: '/api/pets/note', auth: 'user' },
  deleteNote: { method: 'GET', url: '/api/pets/note/delete/:id', auth: 'user' },
  addAttachmentRequest: { method: 'POST', url: '/api/pets/add-attachment-request', auth: 'user' },
  resolveAttachmentRequest: { method: 'GET', url: '/api/pets/attachment-request/:id/:action', auth: 'moderator' },
  attachmentRequestFile: { method: 'GET', url: '/api/pets/attachment-requests/:id/file', auth: 'moderator' },
  attachmentRequest: { method: 'GET', url: '/api/pets/attachment-requests/:id', auth: 'moderator' },
  attachmentRequests: { method: 'GET', url: '/api/pets/attachment-requests', auth: 'moderator' },
  decideAttachmentRequest: { method: 'POST', url: '/api/pets/attachment-requests/:id/:action', auth: 'moderator' },
});
