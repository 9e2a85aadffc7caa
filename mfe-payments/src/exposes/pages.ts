import { defineRemotePages } from '@bc/shared';
import { loadLocale, NAMESPACE } from '../i18n';

/** The pages the shell loads from this remote, by base route name. */
export default defineRemotePages({
  owner: 'mfe_payments',
  buildId: process.env.BUILD_ID ?? 'dev',
  namespace: NAMESPACE,
  load: loadLocale,
  pages: {
    'premium': () => import('../pages/premium-page'),
    'premium-result': () => import('../pages/premium-result-page'),
    'donate': () => import('../pages/donate-page'),
    'u-reports': () => import('../pages/my-reports-page'),
    'pets-id-report': () => import('../pages/report-page'),
    'reports-verify': () => import('../pages/report-verify-page'),
  },
});
