import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { Anchor, Container, Group, MantineProvider, Text } from '@bc/shared/mantine';
import { ModalsProvider } from '@bc/shared/mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { localeChanged } from '../bus/events';
import type { RemotePages } from '../federation/remote-module';
import { initI18n } from '../i18n/init';
import { ensureNamespaceWithFallback } from '../i18n/namespaces';
import { LOCALES, localePrefix, splitLocale, toBcp47 } from '../i18n/locales';
import { routePath } from '../routing/links';
import { findRoute, routeParams, type RouteDef } from '../routing/routes';
import { cssVariablesResolver, theme } from '../theme/theme';

import { loadCommonLocale as loadCommon } from '../i18n/common-locale';

function Loaded({ load }: { load: () => Promise<{ default: ComponentType }> }) {
  const [Page, setPage] = useState<ComponentType | null>(null);
  useEffect(() => {
    void load().then((module) => setPage(() => module.default));
  }, [load]);
  return Page ? <Page /> : null;
}

/**
 * Runs a remote on its own (development and standalone checks): the same providers as the shell,
 * its pages at their real paths in every locale, and an index of its pages.
 */
export async function renderStandalone(remote: RemotePages, title: string): Promise<void> {
  const { locale } = splitLocale(window.location.pathname);
  await initI18n(locale);
  await Promise.all([ensureNamespaceWithFallback('common', locale, loadCommon), remote.loadLocale(locale)]);
  document.documentElement.lang = toBcp47(locale);
  localeChanged(locale);
  // Its pages, each alone at its path (a layout route is not a page of its own).
  const pages = Object.entries(remote.pages).flatMap(([name, load]) => {
    const route: RouteDef | undefined = findRoute(name);
    return route ? [{ route, load }] : [];
  });
  const Index = () => (
    <Container py="lg">
      <Text fw={700}>{title} — standalone</Text>
      <Group gap="sm" mt="sm">
        {pages.map(({ route }) => {
          const params = Object.fromEntries(routeParams(route).map(({ name, kind }) => [name, kind === 'id' ? 1 : 'demo-nickname']));
          return (
            <Anchor key={route.name} component={Link} to={routePath(route, params, locale)}>
              {route.name}
            </Anchor>
          );
        })}
      </Group>
      <Outlet />
    </Container>
  );
  const routes: RouteObject[] = LOCALES.map((item) => ({
    path: localePrefix(item) || '/',
    element: <Index />,
    children: pages.map(({ route, load }) => ({
      path: route.path.slice(1),
      element: <Loaded load={load} />,
    })),
  }));
  createRoot(document.getElementById('root')!).render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications />
      <ModalsProvider>
        <RouterProvider router={createBrowserRouter(routes)} />
      </ModalsProvider>
    </MantineProvider>,
  );
}
