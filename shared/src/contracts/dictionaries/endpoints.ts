import { defineEndpoints } from '../route';

/** Dictionaries (names in every language), autocompletes and pickers, DNA tests (contracts in this folder). */
export const dictionaryEndpoints = defineEndpoints({
  colors: { method: 'GET', url: '/api/dictionaries/colors', auth: 'public' },
  countries: { method: 'GET', url: '/api/dictionaries/countries', auth: 'public' },
  coats: { method: 'GET', url: '/api/dictionaries/coats', auth: 'public' },
  breeds: { method: 'GET', url: '/api/dictionaries/breeds', auth: 'public' },
  health: { method: 'GET', url: '/api/dictionaries/health', auth: 'public' },
  testProviders: { method: 'GET', url: '/api/dictionaries/test-providers', auth: 'public' },
  search: { method: 'GET', url: '/api/dictionaries/search/:field', auth: 'optional' },
  indexSearch: { method: 'GET', url: '/api/dictionaries/search/index/:field', auth: 'optional' },
  fullNames: { method: 'GET', url: '/api/dictionaries/full-names', auth: 'optional' },
  addDnaTest: { method: 'POST', url: '/api/dictionaries/dna-tests', auth: 'moderator' },
});
