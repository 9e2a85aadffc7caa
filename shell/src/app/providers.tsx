import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '@bc/shared';
import { TOAST_LIMIT } from '../notifications/toast-host';

/** Only the shell renders MantineProvider; remotes render inside it. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications limit={TOAST_LIMIT} position="top-right" zIndex={2000} />
      {children}
    </MantineProvider>
  );
}
