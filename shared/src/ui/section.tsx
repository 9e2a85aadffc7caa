import { Paper, Stack, Text, Title, type TitleOrder } from '@bc/shared/mantine';
import { useId, type ReactNode } from 'react';

export interface SectionProps {
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  children: ReactNode;
  /** In a bordered card (the parts of a form), or plain (the blocks of a tab, the default). */
  card?: boolean;
  /** A card with a red title and border (deleting an account). */
  danger?: boolean;
  /** The heading level: 2 for a page's parts (the default), 3 inside a tab that has its own heading. */
  order?: TitleOrder;
  /** The title's size ('h4' by default). */
  titleSize?: 'h3' | 'h4';
  testId?: string;
}

/** A titled section of a page: its heading names it for assistive technology (`aria-labelledby`). */
export function Section({ title, description, children, card = false, danger = false, order = 2, titleSize = 'h4', testId }: SectionProps) {
  const headingId = useId();
  const body = (
    <Stack gap={card ? 'md' : 'sm'}>
      <Stack gap={2}>
        <Title order={order} fz={titleSize} id={headingId} c={danger ? 'red.9' : undefined}>
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
  if (!card) {
    return (
      <section aria-labelledby={headingId} data-testid={testId}>
        {body}
      </section>
    );
  }
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
      data-testid={testId}
      style={danger ? { borderColor: 'var(--mantine-color-red-outline)' } : undefined}
    >
      {body}
    </Paper>
  );
}
