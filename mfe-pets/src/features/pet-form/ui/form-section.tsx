import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled part of the pet form. */
export function FormSection({ title, description, children, testId }: { title: string; description?: string; children: ReactNode; testId?: string }) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={headingId} data-testid={testId}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h3" id={headingId}>
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
    </Paper>
  );
}
