import { defineEndpoints } from '../route';
import { uploadUrl } from './upload-protocol';

/** Files: pet photos and avatars, pet documents, stored files and the FilePond upload endpoints (./uploads.ts). */
export const fileEndpoints = defineEndpoints({
  addImage: { method: 'POST', url: '/api/images/add', auth: 'user' },
  orderImages: { method: 'POST', url: '/api/images/order', auth: 'user' },
  mainImage: { method: 'POST', url: '/api/images/main', auth: 'user' },
  deleteImage: { method: 'GET', url: '/api/images/delete/:id/:photoId', auth: 'user' },
  petImages: { method: 'GET', url: '/api/images/pet/:id', auth: 'optional' },
  randomImages: { method: 'GET', url: '/api/images/random', auth: 'public' },
  addDocument: { method: 'POST', url: '/api/docs/add', auth: 'user' },
  deleteDocument: { method: 'GET', url: '/api/docs/delete/:id/:documentId', auth: 'user' },
  petDocuments: { method: 'GET', url: '/api/docs/pet/:id', auth: 'optional' },
  file: { method: 'GET', url: '/api/files/*', auth: 'public' },
  imageUpload: { method: 'POST', url: uploadUrl('images'), auth: 'user' },
  imageUploadFiles: { method: 'GET', url: uploadUrl('images'), auth: 'user' },
  documentUpload: { method: 'POST', url: uploadUrl('docs'), auth: 'user' },
  documentUploadFiles: { method: 'GET', url: uploadUrl('docs'), auth: 'user' },
});
