import { defineEndpoints } from '../route';

/** Pedigree: trees of a pet or a test mating, DNA-test risk across a tree, the stud ranking (contracts in this folder). */
export const pedigreeEndpoints = defineEndpoints({
  petTree: { method: 'GET', url: '/api/pets/tree/:id/:depth', auth: 'optional' },
  petTreeDefaultDepth: { method: 'GET', url: '/api/pets/tree/:id', auth: 'optional' },
  matingTree: { method: 'GET', url: '/api/pets/tree/:id/:depth/:flag/:sireId/:damId', auth: 'optional' },
  matingTreeDefaultDepth: { method: 'GET', url: '/api/pets/tree/:id/:flag/:sireId/:damId', auth: 'optional' },
  diseases: { method: 'GET', url: '/api/pets/all-trees-diseases/:id/:sireId/:damId', auth: 'optional' },
  studRanking: { method: 'GET', url: '/api/pets/:id/stud-ranking', auth: 'optional' },
});
