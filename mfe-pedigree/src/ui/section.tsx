import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of a tab. */
export function Section({ title, description, children, ...rest }: { title: ReactNode; description?: ReactNode; children: ReactNode; 'data-testid'?: string }) {
  return (
    <Stack gap="sm" component="section" {...rest}>
      <Stack gap={2}>
        <Title order={3} size="h4">
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
