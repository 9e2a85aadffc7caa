import { defineRemoteModals, lazyModal } from '@bc/shared';
import { loadLocale, NAMESPACE } from '../i18n';

/** The modals this remote owns; any app opens them with `openModal(name, props)`. */
export default defineRemoteModals({
  owner: 'mfe_moderation',
  buildId: process.env.BUILD_ID ?? 'dev',
  namespace: NAMESPACE,
  load: loadLocale,
  modals: {
    'merge-pets': {
      titleKey: 'moderation:merge.title',
      size: 'xl',
      component: lazyModal(() => import('../features/pet-merge').then((m) => ({ default: m.MergePetsModal }))),
    },
  },
});
