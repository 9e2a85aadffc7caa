import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { Anchor, Container, Group, MantineProvider, Text } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { localeChanged } from '../bus/events';
import type { RemotePages } from '../federation/remote-module';
import { initI18n } from '../i18n/init';
import { ensureNamespaceWithFallback } from '../i18n/namespaces';
import { LOCALES, localePrefix, splitLocale, toBcp47 } from '../i18n/locales';
import { pathTo } from '../routing/links';
import { getRoute } from '../routing/routes';
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
  const names = Object.keys(remote.pages).filter((name) => !name.endsWith('-layout'));
  const Index = () => (
    <Container py="lg">
      <Text fw={700}>{title} — standalone</Text>
      <Group gap="sm" mt="sm">
        {names.map((name) => {
          const route = getRoute(name);
          const params = Object.fromEntries(Object.keys(route.params ?? {}).map((key) => [key, key === 'id' ? 1 : 'demo-nickname']));
          return (
            <Anchor key={name} component={Link} to={pathTo(name, params, { locale })}>
              {name}
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
    children: names.map((name) => ({
      path: getRoute(name).path.slice(1),
      element: <Loaded load={remote.pages[name]} />,
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
