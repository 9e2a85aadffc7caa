import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { $pageLoading, pageLoadingFinished, pageLoadingStarted } from '@bc/shared';
import { FullScreenLoader } from './full-screen-loader';

const SHOW_AFTER_MS = 150;

/** Keeps the page-loading state on while the component is mounted. */
function usePageLoading(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    pageLoadingStarted();
    return () => pageLoadingFinished();
  }, [active]);
}

/**
 * The router's fallback while the first page loads (its loaders, a remote's code and translations): the loader covers
 * the screen and the page-loading state is on until the first page renders.
 */
export function FirstPageLoading() {
  usePageLoading(true);
  return <FullScreenLoader />;
}

/** Drives the page-loading state from later navigations and shows the full-screen loader while it is on. */
export function NavigationState() {
  const navigation = useNavigation();
  const loading = useUnit($pageLoading);
  const [visible, setVisible] = useState(false);
  usePageLoading(navigation.state === 'loading');

  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);

  return visible ? <FullScreenLoader /> : null;
}
