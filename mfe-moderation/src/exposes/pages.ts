import { defineRemotePages, routesOf, type PageLoader } from '@bc/shared';
import { loadLocale, NAMESPACE } from '../i18n';

/** A moderation section's page, bound to its route name. */
const section =
  (route: string): PageLoader =>
  () =>
    import('../pages/section-page').then((module) => ({ default: module.sectionPage(route) }));

/** The pages the shell loads from this remote, by base route name: `/moder` and a section page per route of the table. */
export default defineRemotePages({
  buildId: process.env.BUILD_ID ?? 'dev',
  namespace: NAMESPACE,
  load: loadLocale,
  pages: {
    moder: () => import('../pages/moder-page'),
    ...Object.fromEntries(
      routesOf('mfe_moderation')
        .filter((route) => route.name !== 'moder')
        .map((route) => [route.name, section(route.name)]),
    ),
  },
});
