import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { theme } from '@bc/shared';
import { ModalHost } from '../modals/modal-host';
import { TOAST_LIMIT } from '../notifications/toast-host';
import { ToastHost } from '../notifications/toast-host';

/** Only the shell renders MantineProvider; remotes render inside it. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications limit={TOAST_LIMIT} position="top-right" zIndex={2000} />
      <ModalsProvider>
        <ModalHost />
        <ToastHost />
        {children}
      </ModalsProvider>
    </MantineProvider>
  );
}
