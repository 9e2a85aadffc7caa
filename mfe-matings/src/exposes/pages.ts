import { defineRemotePages } from '@bc/shared';
import { loadLocale, NAMESPACE } from '../i18n';

/** The pages the shell loads from this remote, by base route name. */
export default defineRemotePages({
  owner: 'mfe_matings',
  buildId: process.env.BUILD_ID ?? 'dev',
  namespace: NAMESPACE,
  load: loadLocale,
  pages: {
    'm-id': () => import('../pages/mating-page'),
    'm-add': () => import('../pages/mating-form-page'),
    'm-edit-id': () => import('../pages/mating-form-page'),
    'litters-add': () => import('../pages/litter-form-page'),
    'litters-edit-id': () => import('../pages/litter-form-page'),
    'possible-mating': () => import('../pages/possible-mating-page'),
    'u-litters': () => import('../pages/my-litters-page'),
    'u-matings': () => import('../pages/my-matings-page'),
  },
});
