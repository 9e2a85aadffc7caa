import '@mantine/core/styles.css';
import { MantineProvider } from '@bc/shared/mantine';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '@bc/shared';

/** Only the shell renders MantineProvider; remotes render inside it. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}
