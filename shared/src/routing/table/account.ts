import { ownedBy, page } from '../define';

/** mfe-account: activation, profiles and profile editing (the sign-in modal is a modal, not a route). */
export const ACCOUNT_ROUTES = ownedBy('mfe_account', [
  page('activate-hash', '/activate/:hash'),
  page('u-edit', '/u/edit', { access: 'user' }),
  page('u-edit-nickname', '/u/edit/:nickname', { access: 'user', parent: 'u-nickname' }),
  page('u-nickname', '/u/:nickname'),
]);
