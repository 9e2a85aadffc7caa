import { defineEndpoints } from '../route';

/**
 * Imports: a spreadsheet uploaded (moderators: any dogs, published; members: their own dogs, as drafts), previewed
 * with every problem, imported in the background, undone. Contracts in this folder.
 */
export const importEndpoints = defineEndpoints({
  importUpload: { method: 'POST', url: '/api/imports', auth: 'user' },
  importList: { method: 'GET', url: '/api/imports', auth: 'user' },
  importPreview: { method: 'POST', url: '/api/imports/:id/preview', auth: 'user' },
  importStart: { method: 'POST', url: '/api/imports/:id/start', auth: 'user' },
  importStatus: { method: 'GET', url: '/api/imports/:id', auth: 'user' },
  importUndo: { method: 'POST', url: '/api/imports/:id/undo', auth: 'user' },
});
