import { Text } from '@bc/shared/mantine';
import type { ReactNode } from 'react';

/** One fact of a record as a moderator compares it: a small dimmed label over its value. */
export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" data-testid={testId}>
        {children}
      </Text>
    </div>
  );
}
