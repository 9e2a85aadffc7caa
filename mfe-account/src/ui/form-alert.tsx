import { Alert } from '@bc/shared/mantine/display';
import type { ReactNode } from 'react';

/** A form-level failure, announced to screen readers as soon as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid="form-error">
      {children}
    </Alert>
  );
}
