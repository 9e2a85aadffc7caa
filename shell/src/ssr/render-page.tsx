/**
 * The shell's server renderer (built for Node into dist-server/renderer.js by the `server` environment).
 *
 * It draws every page as the browser will first show it: the layout (header, footer, bottom menu, cookie notice,
 * agreement modal), the shell's own pages in full, and for a remote's page its frame (breadcrumbs, heading and
 * description; the pet's name on a pet page). The first paint then needs no JavaScript; the browser's app replaces
 * this markup with the same layout once its code and the page's remote are loaded.
 */
import { createInstance, type i18n } from 'i18next';
import { Provider as EffectorProvider } from 'effector-react';
import { fork } from 'effector';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import {
  $locale,
  $session,
  DEFAULT_LOCALE,
  LOCALES,
  splitLocale,
  toBcp47,
  withRequestCookies,
  type Locale,
  type RouteDef,
} from '@bc/shared';
import { Providers } from '../app/providers';
import { CONTENT_NAMESPACE } from '../pages/content-page';
import { deepestRouteHandle } from '../routing/route-tree';
import type { RenderInput, RenderOutput } from './render-types';
import { createServerRoutes, type FrameData, type RenderContext } from './server-routes';

type Messages = Record<string, unknown>;

// Every locale's common and shell messages, bundled (the server renders any language without loading anything).
const common = import.meta.webpackContext('../../../shared/locales', { regExp: /\.json$/ });
const shell = import.meta.webpackContext('../../locales', { regExp: /^\.\/[a-z]+\.json$/ });
const shellPages = import.meta.webpackContext('../../locales/pages', { regExp: /\.json$/ });
const messages = (context: typeof common, locale: Locale) => context(`./${locale}.json`) as Messages;

const instances = new Map<Locale, i18n>();

function translations(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      defaultNS: 'common',
      ns: ['common', 'shell', CONTENT_NAMESPACE],
      resources: Object.fromEntries(
        LOCALES.map((code) => [code, { common: messages(common, code), shell: messages(shell, code), [CONTENT_NAMESPACE]: messages(shellPages, code) }]),
      ),
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      react: { useSuspense: false },
    });
    instances.set(locale, instance);
  }
  return instance;
}

const handler = createStaticHandler(createServerRoutes());

interface PageHead {
  title: string | null;
  /** The meta description and link-preview text, always in the page's language (the site's own line by default). */
  description: string;
  image: string | null;
}

/** The page's title, description and preview picture: from its frame (a pet's name and facts), else its route's. */
function headOf(context: StaticHandlerContext, t: RenderContext['t']): PageHead {
  const site = t('shell:home.subtitle');
  if (context.statusCode === 403) return { title: t('errors.bannedTitle'), description: site, image: null };
  if (context.statusCode >= 400) return { title: t('errors.notFoundTitle'), description: site, image: null };
  const handle = deepestRouteHandle(context.matches.map((match) => match.route.handle));
  const route: RouteDef | undefined = handle?.route;
  if (!route || route.name === 'index') return { title: null, description: site, image: null };
  const frame = Object.values(context.loaderData ?? {}).find((data) => data && typeof data === 'object' && 'title' in data) as
    | FrameData
    | undefined;
  return {
    title: frame?.title ?? t(`routes.${route.name}`),
    // A content page (the FAQ, the rules…) is described by its own lead.
    description:
      frame?.summary ||
      t(`descriptions.${route.name}`, { defaultValue: '' }) ||
      t(`${CONTENT_NAMESPACE}:${route.name}.lead`, { defaultValue: '' }) ||
      site,
    image: frame?.image ?? null,
  };
}

/** Renders one page for the shell's server. */
export async function renderPage(input: RenderInput): Promise<RenderOutput> {
  const url = new URL(input.url, 'http://localhost');
  const { locale } = splitLocale(url.pathname);
  const request = new Request(url.href, { headers: { cookie: '' } });
  const i18n = translations(locale);
  const t = i18n.t.bind(i18n) as unknown as RenderContext['t'];
  const context = await handler.query(request, { requestContext: { cookies: input.cookies, fetchJson: input.fetchJson, fetchAsMember: input.fetchAsMember, t } as never });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  // A loader that failed for another reason than a missing page (the API unreachable): the caller sends the plain
  // page and the browser's app deals with it.
  if (context.statusCode >= 500) throw new Error(`drawing ${url.pathname} failed`, { cause: context.errors });
  const scope = fork({ values: [[$locale, locale], [$session, null]] });
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = withRequestCookies(input.cookies, () =>
    renderToString(
      <EffectorProvider value={scope}>
        <I18nextProvider i18n={i18n}>
          <Providers>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </I18nextProvider>
      </EffectorProvider>,
    ),
  );
  const { title, description, image } = headOf(context, t);
  return { kind: 'page', status: context.statusCode, lang: toBcp47(locale), locale, title, description, image, html };
}
