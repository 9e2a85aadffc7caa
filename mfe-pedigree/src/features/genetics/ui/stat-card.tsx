import { Paper, Text } from '@bc/shared/mantine';
import type { ReactNode } from 'react';

/** One figure with its label and an optional note. */
export function StatCard({ label, value, note, testId }: { label: string; value: ReactNode; note?: ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Text size="xs" c="dimmed" lh={1.3}>
        {label}
      </Text>
      <Text fw={700} fz={{ base: 'lg', sm: 'xl' }} lh={1.3} data-testid={testId && `${testId}-value`}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed" lh={1.3}>
          {note}
        </Text>
      )}
    </Paper>
  );
}
