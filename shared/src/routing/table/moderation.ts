import { ownedBy, page } from '../define';

const section = { access: 'moderator', parent: 'moder' } as const;

/** mfe-moderation: the moderators' start page, one page per section, and the import (a member's own at /u/import). */
export const MODERATION_ROUTES = ownedBy('mfe_moderation', [
  page('moder', '/moder', { access: 'moderator' }),
  page('moder-account-requests', '/moder/account-requests', section),
  page('moder-all-matings', '/moder/all-matings', section),
  page('moder-attachments', '/moder/attachments', section),
  page('moder-connect-breeders', '/moder/connect-breeders', section),
  page('moder-donations', '/moder/donations', section),
  page('moder-import', '/moder/import', section),
  page('moder-litters', '/moder/litters', section),
  page('moder-matings', '/moder/matings', section),
  page('moder-pets', '/moder/pets', section),
  page('moder-users', '/moder/users', section),
  // The same import screens for a member's own kennel (drafts); beside "my pets".
  page('u-import', '/u/import', { access: 'user', parent: 'u-pets' }),
]);
