import { Stack, Text, Title } from '@bc/shared/mantine';
import { useId } from 'react';

/** A section whose data the API does not serve yet: it says so plainly. */
export function ComingSection({ title, text }: { title: string; text: string }) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="h3" id={headingId}>
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {text}
      </Text>
    </Stack>
  );
}
