import { defineRemotePages } from '@bc/shared';
import { loadLocale, NAMESPACE } from '../i18n';

/** The pages the shell loads from this remote, by base route name. */
export default defineRemotePages({
  buildId: process.env.BUILD_ID ?? 'dev',
  namespace: NAMESPACE,
  load: loadLocale,
  pages: {
    'moder': () => import('../pages/moder-page'),
    'moder-account-requests': () => import('../pages/section-page'),
    'moder-all-matings': () => import('../pages/section-page'),
    'moder-attachments': () => import('../pages/section-page'),
    'moder-connect-breeders': () => import('../pages/section-page'),
    'moder-donations': () => import('../pages/section-page'),
    'moder-litters': () => import('../pages/section-page'),
    'moder-matings': () => import('../pages/section-page'),
    'moder-pets': () => import('../pages/section-page'),
    'moder-users': () => import('../pages/section-page'),
  },
});
