import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './full-screen-loader.module.css';

/** Covers the page while a page (and a remote's code) loads. */
export function FullScreenLoader() {
  const { t } = useTranslation('common');
  return (
    <div className={classes.overlay} role="progressbar" aria-busy="true" aria-label={t('layout.loading', 'Loading')} data-testid="page-loader">
      <Loader size="lg" />
    </div>
  );
}
