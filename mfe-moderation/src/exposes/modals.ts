import { defineRemoteModals } from '@bc/shared';
import { loadLocale, NAMESPACE } from '../i18n';

/** The modals this remote owns  register here as they are built. */
export default defineRemoteModals({
  owner: 'mfe_moderation',
  buildId: process.env.BUILD_ID ?? 'dev',
  namespace: NAMESPACE,
  load: loadLocale,
  modals: {},
});
