import '@mantine/core/styles.css';
import { MantineProvider } from '@bc/shared/mantine';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cssVariablesResolver, theme } from '@bc/shared';

/**
 * The site's theme with the words it gives Mantine's own controls, in the page's language: every modal's close button
 * is named ("Закрыть", "Close"…), the remotes' own dialogs included, not only those the modal host opens.
 */
export function localizedTheme(close: string): typeof theme {
  const modal = theme.components?.Modal;
  return {
    ...theme,
    components: {
      ...theme.components,
      Modal: { ...modal, defaultProps: { ...modal?.defaultProps, closeButtonProps: { 'aria-label': close } } },
    },
  };
}

/** Only the shell renders MantineProvider; remotes render inside it. */
export function Providers({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const close = t('actions.close');
  const localized = useMemo(() => localizedTheme(close), [close]);
  return (
    <MantineProvider theme={localized} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}
