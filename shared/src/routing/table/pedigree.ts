import { ownedBy, page } from '../define';

/** mfe-pedigree: the pedigree and genetics tabs of the pet page. */
export const PEDIGREE_ROUTES = ownedBy('mfe_pedigree', [
  page('pets-id-pedigree', '/pets/:id/pedigree', { parent: 'pets-id', layout: 'pets-id-layout' }),
  page('pets-id-genetics', '/pets/:id/genetics', { parent: 'pets-id', layout: 'pets-id-layout' }),
]);
