import { defineRemoteModals, lazyModal } from '@bc/shared';
import { loadLocale, NAMESPACE } from '../i18n';

/** The modals this remote owns; the shell opens them with `openModal(name, props)`. */
export default defineRemoteModals({
  owner: 'mfe_account',
  buildId: process.env.BUILD_ID ?? 'dev',
  namespace: NAMESPACE,
  load: loadLocale,
  modals: {
    auth: {
      titleKey: 'account:auth.title',
      size: 'md',
      component: lazyModal(() => import('../features/auth').then((m) => ({ default: m.AuthModal }))),
    },
    'account-request': {
      titleKey: 'account:request.title',
      size: 'md',
      component: lazyModal(() => import('../features/account-request').then((m) => ({ default: m.AccountRequestModal }))),
    },
    users: {
      titleKey: 'account:users.title',
      size: 'lg',
      component: lazyModal(() => import('../features/users-picker').then((m) => ({ default: m.UsersModal }))),
    },
    'image-crop': {
      titleKey: 'account:crop.title',
      size: 'md',
      component: lazyModal(() => import('../features/image-crop').then((m) => ({ default: m.ImageCropModal }))),
    },
  },
});
