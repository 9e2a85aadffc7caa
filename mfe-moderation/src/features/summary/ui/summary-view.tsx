import { Card, SimpleGrid, Text } from '@bc/shared/mantine';
import { Skeleton } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale, useLocalePath } from '@bc/shared';
import { LoadGate } from '@bc/shared/load';
import type { BreedingQueue, ModerationQueue } from '@bc/shared/contracts';
import { ageText } from '../../../lib/age';
import { summary } from '../model';

const PAGES = {
  pets: 'moder-pets', attachments: 'moder-attachments', 'account-requests': 'moder-account-requests', matings: 'moder-matings', litters: 'moder-litters',
} as const satisfies Record<ModerationQueue | BreedingQueue, string>;

/**
 * `/moder`'s queues: how many items wait in each and how long the oldest has waited, each linked to its queue; the
 * matings and litters queues count the published announcements with a flag.
 */
export function SummaryView() {
  const { t } = useTranslation('moderation');
  const locale = useLocale();
  const path = useLocalePath();
  const [data, status, opened, retried] = useUnit([summary.$data, summary.$status, summary.opened, summary.retried]);
  useEffect(() => {
    opened({});
  }, [opened]);
  return (
    <LoadGate status={status} hasData={data !== null} onRetry={retried} skeleton={<Skeleton h={96} />} testId="moder-summary">
      {data && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {[...data.queues, ...data.breeding].map((queue) => (
            <Card key={queue.queue} withBorder padding="sm" component={Link} to={path(PAGES[queue.queue])} data-testid={`queue-${queue.queue}`}>
              <Text fw={600}>{t(`queues.${queue.queue}`)}</Text>
              <Text fz="xl" fw={700} data-testid="queue-count">
                {queue.count}
              </Text>
              <Text size="sm" c="dimmed" data-testid="queue-oldest">
                {queue.oldest ? t('queues.oldest', { age: ageText(queue.oldest, locale) }) : t('queues.empty')}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </LoadGate>
  );
}
