import { defineRemotePages, type PageLoader, type RouteNameOf } from '@bc/shared';
import { loadLocale, NAMESPACE } from '../i18n';

/** A moderation section's page, bound to its route name. */
const section =
  (route: Exclude<RouteNameOf<'mfe_moderation'>, 'moder' | 'moder-pets' | 'moder-users' | 'moder-attachments' | 'moder-import' | 'u-import' | 'moder-matings' | 'moder-all-matings' | 'moder-litters'>): PageLoader =>
  () =>
    import('../pages/section-page').then((module) => ({ default: module.sectionPage(route) }));

/** The pages the shell loads from this remote, by base route name: `/moder`, the members, the pets, attachments, matings and litters queues, and the sections still to build. */
export default defineRemotePages({
  owner: 'mfe_moderation',
  buildId: process.env.BUILD_ID ?? 'dev',
  namespace: NAMESPACE,
  load: loadLocale,
  pages: {
    moder: () => import('../pages/moder-page'),
    'moder-account-requests': section('moder-account-requests'),
    'moder-all-matings': () => import('../pages/moder-all-matings-page'),
    'moder-attachments': () => import('../pages/moder-attachments-page'),
    'moder-connect-breeders': section('moder-connect-breeders'),
    'moder-donations': section('moder-donations'),
    'moder-import': () => import('../pages/moder-import-page'),
    'moder-litters': () => import('../pages/moder-litters-page'),
    'moder-matings': () => import('../pages/moder-matings-page'),
    'moder-pets': () => import('../pages/moder-pets-page'),
    'moder-users': () => import('../pages/moder-users-page'),
    'u-import': () => import('../pages/u-import-page'),
  },
});
