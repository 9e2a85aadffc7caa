import { defineRemoteModals, lazyModal } from '@bc/shared';
import { loadLocale, NAMESPACE } from '../i18n';

/** The modals this remote owns; any app opens them with `openModal(name, props)`. */
export default defineRemoteModals({
  owner: 'mfe_pets',
  buildId: process.env.BUILD_ID ?? 'dev',
  namespace: NAMESPACE,
  load: loadLocale,
  modals: {
    note: {
      titleKey: 'pets:note.title',
      size: 'md',
      component: lazyModal(() => import('../features/note').then((m) => ({ default: m.NoteModal }))),
    },
    attachment: {
      titleKey: 'pets:attachment.title',
      size: 'lg',
      component: lazyModal(() => import('../features/attachment').then((m) => ({ default: m.AttachmentModal }))),
    },
    'search-pets': {
      titleKey: 'pets:picker.title',
      size: 'lg',
      component: lazyModal(() => import('../features/pet-picker').then((m) => ({ default: m.SearchPetsModal }))),
    },
  },
});
