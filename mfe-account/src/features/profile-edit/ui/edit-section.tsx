import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './edit-section.module.css';

/** One titled card of the edit page. */
export function EditSection({
  title,
  description,
  children,
  danger,
  testId,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  danger?: boolean;
  testId?: string;
}) {
  const headingId = useId();
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
      data-testid={testId}
      className={danger ? classes.danger : undefined}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h4" id={headingId} c={danger ? 'red' : undefined}>
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
