import { defineRemotePages } from '@bc/shared';
import { loadLocale, NAMESPACE } from '../i18n';

/** The pages the shell loads from this remote, by base route name. */
export default defineRemotePages({
  owner: 'mfe_pedigree',
  buildId: process.env.BUILD_ID ?? 'dev',
  namespace: NAMESPACE,
  load: loadLocale,
  pages: {
    'pets-id-pedigree': () => import('../pages/pedigree-page'),
    'pets-id-genetics': () => import('../pages/genetics-page'),
  },
});
