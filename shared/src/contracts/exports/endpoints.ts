import { defineEndpoints } from '../route';

/**
 * Exports: a dog's pedigree, a search's dogs, a member's dogs as a CSV or XLSX file, only the dogs the caller may
 * see. Contracts in this folder.
 */
export const exportEndpoints = defineEndpoints({
  exportPedigree: { method: 'GET', url: '/api/exports/pedigree/:id', auth: 'optional' },
  exportSearch: { method: 'GET', url: '/api/exports/search', auth: 'optional' },
  exportMember: { method: 'GET', url: '/api/exports/member/:id', auth: 'optional' },
});
