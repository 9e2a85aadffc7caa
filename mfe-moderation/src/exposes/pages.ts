import { defineRemotePages } from '@bc/shared';
import { loadLocale, NAMESPACE } from '../i18n';

/**
 * The pages the shell loads from this remote, by base route name: `/moder`, each queue (pets, attachments, account
 * requests, connect-breeders, members, matings, all matings, litters, donations) and the import.
 */
export default defineRemotePages({
  owner: 'mfe_moderation',
  buildId: process.env.BUILD_ID ?? 'dev',
  namespace: NAMESPACE,
  load: loadLocale,
  pages: {
    moder: () => import('../pages/moder-page'),
    'moder-account-requests': () => import('../pages/moder-account-requests-page'),
    'moder-all-matings': () => import('../pages/moder-all-matings-page'),
    'moder-attachments': () => import('../pages/moder-attachments-page'),
    'moder-connect-breeders': () => import('../pages/moder-connect-breeders-page'),
    'moder-donations': () => import('../pages/moder-donations-page'),
    'moder-import': () => import('../pages/moder-import-page'),
    'moder-litters': () => import('../pages/moder-litters-page'),
    'moder-matings': () => import('../pages/moder-matings-page'),
    'moder-pets': () => import('../pages/moder-pets-page'),
    'moder-users': () => import('../pages/moder-users-page'),
    'u-import': () => import('../pages/u-import-page'),
  },
});
