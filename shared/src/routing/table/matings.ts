import { ownedBy, page } from '../define';

/** mfe-matings: matings, litters and the possible-mating page. */
export const MATINGS_ROUTES = ownedBy('mfe_matings', [
  page('m-add', '/m/add', { access: 'user' }),
  page('m-edit-id', '/m/edit/:id', { access: 'user', parent: 'm-id' }),
  page('m-id', '/m/:id'),
  page('litters-add', '/litters/add', { access: 'user' }),
  page('litters-edit-id', '/litters/edit/:id', { access: 'user' }),
  page('possible-mating', '/possible-mating'),
  page('u-litters', '/u/litters', { access: 'user' }),
  page('u-matings', '/u/matings', { access: 'user' }),
]);
