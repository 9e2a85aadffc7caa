import { defineEndpoints } from '../route';

/**
 * Breeding: matings (planned → mated → confirmed → whelped, or missed / cancelled), the stud owner's answer, the
 * public announcement lists, inquiries, and litters with their puppies (contracts in this folder).
 *
 * `GET /api/matings/{kind}` and `GET /api/matings/{id}` share a place in the path: a kind is letters only
 * (`:kind(^[a-z]+$)`, Fastify's regular-expression parameter), anything else is an id (a number, or a 400 naming
 * `id`). `routePath` and `apiPath` fill such a parameter like any other.
 */
export const matingEndpoints = defineEndpoints({
  add: { method: 'POST', url: '/api/matings/add', auth: 'user' },
  save: { method: 'POST', url: '/api/matings/:id/save', auth: 'user' },
  detail: { method: 'GET', url: '/api/matings/:id', auth: 'optional' },
  preview: { method: 'GET', url: '/api/matings/preview', auth: 'optional' },
  mine: { method: 'GET', url: '/api/matings/user-matings', auth: 'user' },
  list: { method: 'GET', url: '/api/matings/:kind(^[a-z]+$)', auth: 'optional' },
  listDefault: { method: 'GET', url: '/api/matings', auth: 'optional' },
  member: { method: 'GET', url: '/api/matings/user/:id/:kind', auth: 'optional' },
  setPublish: { method: 'POST', url: '/api/matings/set-publish', auth: 'user' },
  studAnswer: { method: 'POST', url: '/api/matings/:id/stud-answer', auth: 'user' },
  inquiry: { method: 'POST', url: '/api/matings/form', auth: 'optional' },
  inquiries: { method: 'GET', url: '/api/matings/user-inquiries', auth: 'user' },
});

/** Litters and their puppies (pet records), contracts in `litters.ts`. */
export const litterEndpoints = defineEndpoints({
  add: { method: 'POST', url: '/api/litters/add', auth: 'user' },
  save: { method: 'POST', url: '/api/litters/:id/save', auth: 'user' },
  detail: { method: 'GET', url: '/api/litters/:id', auth: 'optional' },
  delete: { method: 'GET', url: '/api/litters/:id/delete', auth: 'user' },
  mine: { method: 'GET', url: '/api/litters/user-litters', auth: 'user' },
  addPhoto: { method: 'POST', url: '/api/litters/:id/photos/add', auth: 'user' },
  orderPhotos: { method: 'POST', url: '/api/litters/:id/photos/order', auth: 'user' },
  mainPhoto: { method: 'POST', url: '/api/litters/:id/photos/main', auth: 'user' },
  deletePhoto: { method: 'GET', url: '/api/litters/:id/photos/:photoId/delete', auth: 'user' },
});
