import { defineRemotePages } from '@bc/shared';
import { loadLocale, NAMESPACE } from '../i18n';

/** The pages the shell loads from this remote, by base route name. */
export default defineRemotePages({
  owner: 'mfe_account',
  buildId: process.env.BUILD_ID ?? 'dev',
  namespace: NAMESPACE,
  load: loadLocale,
  pages: {
    'activate-hash': () => import('../pages/activate-page'),
    'u-nickname': () => import('../pages/profile-page'),
    'u-edit': () => import('../pages/profile-edit-page'),
    'u-edit-nickname': () => import('../pages/profile-edit-page'),
  },
});
