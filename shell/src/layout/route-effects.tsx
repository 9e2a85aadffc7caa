import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigate, useSearchParams } from 'react-router';
import { $session, $shownPageTitle, openModal, RESET_QUERY_PARAM } from '@bc/shared';
import { trackPageHit } from '../analytics/metrika';
import { pageHitUrl } from '../analytics/page-url';
import { markFirstRender } from '../app/first-render';
import { $errorTitle } from '../pages/error-title';
import { documentTitle } from '../routing/document-title';
import { deepestRouteHandle } from '../routing/route-tree';
import { updateAlternateLinks } from '../routing/locale';
import { isSitePath } from '../routing/guards';
import { $redirectAfterLogin, redirectAfterLoginSet } from '../session/model';

/** Per-navigation work: document title, hreflang links, the analytics hit, the login modal and the post-login redirect. */
export function RouteEffects() {
  const { t, i18n } = useTranslation('common');
  const location = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const user = useUnit($session);
  const redirectTo = useUnit($redirectAfterLogin);
  const errorTitle = useUnit($errorTitle);
  const shown = useUnit($shownPageTitle);
  const previous = useRef<string | undefined>(undefined);

  const handle = deepestRouteHandle(matches.map((match) => match.handle));
  const routeTitle = handle ? t(`routes.${handle.route.name}`) : '';
  // The page's own title (a pet's name) while the page that showed it is the current one, else the route's.
  const pageTitle = shown?.path === location.pathname ? shown.title : routeTitle;

  useEffect(() => {
    document.title = documentTitle(errorTitle || (handle?.route.name === 'index' ? null : pageTitle));
  }, [pageTitle, handle?.route.name, i18n.language, errorTitle]);

  // One hit per route change: the address without one-off parameters (`?login=1&redirect=…` and the reset token are
  // stripped right after landing, which must not count as a second hit).
  useEffect(() => {
    const url = pageHitUrl(location.pathname, location.search);
    if (previous.current === url) return;
    updateAlternateLinks(location.pathname);
    trackPageHit(window.location.origin + url, previous.current && window.location.origin + previous.current);
    previous.current = url;
  }, [location.pathname, location.search]);

  // Marks the first rendered page (the web benchmark's "loaded before first render"); deferred start-up work follows.
  useEffect(markFirstRender, []);

  // A sign-in-required route sent the visitor here with ?login=1: open the login modal once.
  useEffect(() => {
    if (search.get('login') !== '1' || user) return;
    const target = search.get('redirect');
    if (target && isSitePath(target)) redirectAfterLoginSet(target);
    const next = new URLSearchParams(search);
    next.delete('login');
    next.delete('redirect');
    setSearch(next, { replace: true });
    openModal('auth', { tab: 'login' });
  }, [search, user, setSearch]);

  // The password-reset email links to the home page with ?reset=<token>: open the reset form once.
  useEffect(() => {
    const token = search.get(RESET_QUERY_PARAM);
    if (!token) return;
    const next = new URLSearchParams(search);
    next.delete(RESET_QUERY_PARAM);
    setSearch(next, { replace: true });
    openModal('auth', { tab: 'reset', token });
  }, [search, setSearch]);

  // After login, continue to the requested route.
  useEffect(() => {
    if (user && redirectTo) {
      redirectAfterLoginSet(null);
      navigate(redirectTo);
    }
  }, [user, redirectTo, navigate]);

  return null;
}
