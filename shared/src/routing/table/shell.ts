import { ownedBy, page } from '../define';

/** The shell's own pages: home and the content pages. */
export const SHELL_ROUTES = ownedBy('shell', [
  page('index', '/'),
  page('border-collie-standard', '/border-collie-standard'),
  page('contacts', '/contacts'),
  page('faq', '/faq'),
  page('info', '/info'),
  page('rules', '/rules'),
  page('epi', '/epi'),
  page('bcc', '/bcc'),
]);
