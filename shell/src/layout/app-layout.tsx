import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../pages/error-page';
import classes from './app-layout.module.css';
import { AgreementGate } from './agreement-gate';
import { BottomNav } from './bottom-nav';
import { CookieNotice } from './cookie-notice';
import { Footer } from './footer';
import { Header } from './header';
import { NavigationState } from './navigation-state';
import { RouteEffects } from './route-effects';

/** The default layout: header, page, footer, bottom menu on phones, cookie notice and the agreement modal. */
export function AppLayout({ error }: { error?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <div className={classes.root}>
      <a href="#main" className={classes.skip}>
        {t('layout.skipToContent')}
      </a>
      <Header />
      <main id="main" className={classes.main}>
        {error ? <ErrorPage /> : <Outlet />}
      </main>
      <Footer />
      <BottomNav />
      <CookieNotice />
      <AgreementGate />
      <NavigationState />
      <RouteEffects />
    </div>
  );
}
