import { Button, Stack, Text, Title } from '@bc/shared/mantine';
import { useEffect, useRef, type ReactNode } from 'react';

/** The success state of a form: a heading that takes focus, the text, and one follow-up action. */
export function SentNotice({
  title,
  children,
  action,
  onAction,
}: {
  title: string;
  children: ReactNode;
  action?: string;
  onAction?: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md" role="status" data-testid="auth-success">
      <Title order={3} ref={heading} tabIndex={-1}>
        {title}
      </Title>
      <Text>{children}</Text>
      {action && onAction && (
        <Button variant="light" onClick={onAction} fullWidth>
          {action}
        </Button>
      )}
    </Stack>
  );
}
