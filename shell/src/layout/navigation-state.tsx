import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { $pageLoading, pageLoadingFinished, pageLoadingStarted } from '@bc/shared';
import { FullScreenLoader } from './full-screen-loader';

const SHOW_AFTER_MS = 150;

/** Drives the page-loading state from navigations and shows the full-screen loader while it is on. */
export function NavigationState() {
  const navigation = useNavigation();
  const loading = useUnit($pageLoading);
  const [visible, setVisible] = useState(false);
  const busy = navigation.state === 'loading';

  useEffect(() => {
    if (!busy) return;
    pageLoadingStarted();
    return () => pageLoadingFinished();
  }, [busy]);

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
