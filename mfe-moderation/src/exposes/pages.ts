import { defineRemotePages, type PageLoader, type RouteNameOf } from '@bc/shared';
import { loadLocale, NAMESPACE } from '../i18n';

/** A moderation section's page, bound to its route name. */
const section =
  (route: Exclude<RouteNameOf<'mfe_moderation'>, 'moder' | 'moder-pets' | 'moder-users' | 'moder-attachments' | 'moder-import' | 'u-import' | 'moder-account-requests' | 'moder-donations' | 'moder-connect-breeders'>): PageLoader =>
  () =>
    import('../pages/section-page').then((module) => ({ default: module.sectionPage(route) }));

/** The pages the shell loads from this remote, by base route name: `/moder`, the members, the pets and attachments queues, and the sections still to build. */
export default defineRemotePages({
  owner: 'mfe_moderation',
  buildId: process.env.BUILD_ID ?? 'dev',
  namespace: NAMESPACE,
  load: loadLocale,
  pages: {
    moder: () => import('../pages/moder-page'),
    'moder-account-requests': () => import('../pages/moder-account-requests-page'),
    'moder-all-matings': section('moder-all-matings'),
    'moder-attachments': () => import('../pages/moder-attachments-page'),
    'moder-connect-breeders': () => import('../pages/moder-connect-breeders-page'),
    'moder-donations': () => import('../pages/moder-donations-page'),
    'moder-import': () => import('../pages/moder-import-page'),
    'moder-litters': section('moder-litters'),
    'moder-matings': section('moder-matings'),
    'moder-pets': () => import('../pages/moder-pets-page'),
    'moder-users': () => import('../pages/moder-users-page'),
    'u-import': () => import('../pages/u-import-page'),
  },
});
