import { defineRemoteModals, lazyModal } from '@bc/shared';
import { HowToMatingModal } from '../features/how-to-mating';
import { loadLocale, NAMESPACE } from '../i18n';

/** The modals this remote owns; any app opens them with `openModal(name, props)`. */
export default defineRemoteModals({
  owner: 'mfe_matings',
  buildId: process.env.BUILD_ID ?? 'dev',
  namespace: NAMESPACE,
  load: loadLocale,
  modals: {
    'how-to-mating': { titleKey: 'matings:howTo.title', size: 'lg', component: HowToMatingModal },
    inquiry: { titleKey: 'matings:matings.inquiry.title', size: 'md', component: lazyModal(() => import('../features/inquiry').then((m) => ({ default: m.InquiryModal }))) },
  },
});
