import { defineRemoteModals } from '@bc/shared';
import { MatingPaymentModal } from '../features/mating-payment';
import { loadLocale, NAMESPACE } from '../i18n';

/** The modals this remote owns; any app opens them with `openModal(name, props)`. */
export default defineRemoteModals({
  owner: 'mfe_payments',
  buildId: process.env.BUILD_ID ?? 'dev',
  namespace: NAMESPACE,
  load: loadLocale,
  modals: {
    'mating-payment': { titleKey: 'payments:matingPayment.title', size: 'lg', component: MatingPaymentModal },
  },
});
