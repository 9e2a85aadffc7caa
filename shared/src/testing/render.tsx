import { MantineProvider } from '@bc/shared/mantine';
import { render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type LoaderFunction } from 'react-router';
import { localeChanged } from '../bus/events';
import { isLocale, localePrefix, splitLocale } from '../i18n/locales';
import { theme } from '../theme/theme';

export interface RenderOptions {
  /** The URL the page is rendered at (its locale prefix sets the language). */
  url?: string;
  /** Route path pattern, so `useParams` works (e.g. '/pets/:id'). */
  path?: string;
  /** namespace → messages for the page's locale. */
  messages?: Record<string, Record<string, unknown>>;
  /** The route's loader, as the shell's routes have one (a navigation then waits for it, as in the site). */
  loader?: LoaderFunction;
}

/** Renders a component inside Mantine, i18next and a memory router, as the shell would. */
export async function renderPage(ui: ReactElement, options: RenderOptions = {}): Promise<RenderResult> {
  const url = options.url ?? '/';
  const pathname = url.split('?')[0];
  const { locale } = splitLocale(pathname);
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({ lng: locale, fallbackLng: 'ru', resources: {}, interpolation: { escapeValue: false } });
  }
  await i18next.changeLanguage(locale);
  for (const [ns, messages] of Object.entries(options.messages ?? {})) {
    i18next.addResourceBundle(locale, ns, messages, true, true);
  }
  if (isLocale(locale)) localeChanged(locale);
  const routePath = options.path ? `${localePrefix(locale)}${options.path}` : pathname;
  const router = createMemoryRouter([{ path: routePath, element: ui, loader: options.loader }], { initialEntries: [url] });
  return render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}
