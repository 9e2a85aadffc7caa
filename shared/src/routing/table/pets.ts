import { layout, ownedBy, page } from '../define';

/** The pet page: its heading and tabs around the tab pages of several owners (routes with `layout: 'pets-id-layout'`). */
export const PETS_LAYOUTS = [layout('pets-id-layout', '/pets/:id', 'mfe_pets', { frame: 'pets-id' })] as const;

/** mfe-pets: the search, the pet page's own tabs, the pet form and a member's pets and likes. */
export const PETS_ROUTES = ownedBy('mfe_pets', [
  page('pets', '/pets'),
  page('pets-add', '/pets/add', { access: 'user', parent: 'pets' }),
  page('pets-edit-id', '/pets/edit/:id', { access: 'user', parent: 'pets-id' }),
  page('pets-id', '/pets/:id', { parent: 'pets', layout: 'pets-id-layout' }),
  page('pets-id-breed', '/pets/:id/breed', { parent: 'pets-id', layout: 'pets-id-layout' }),
  page('pets-id-siblings', '/pets/:id/siblings', { parent: 'pets-id', layout: 'pets-id-layout' }),
  page('u-pets', '/u/pets', { access: 'user' }),
  page('u-likes', '/u/likes', { access: 'user' }),
]);
