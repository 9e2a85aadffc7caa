import { Loader } from '@bc/shared/mantine';
import { useTranslation } from 'react-i18next';
import classes from './full-screen-loader.module.css';

/**
 * Covers the page while a page (and a remote's code) loads. Over a page the server drew (`initial`) it only veils it,
 * so the page can be read while the app's code arrives.
 */
export function FullScreenLoader({ initial = false }: { initial?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <div
      className={classes.overlay}
      data-initial={initial || undefined}
      role="progressbar"
      aria-busy="true"
      aria-label={t('layout.loading', 'Loading')}
      data-testid="page-loader"
    >
      <Loader size="lg" />
    </div>
  );
}
