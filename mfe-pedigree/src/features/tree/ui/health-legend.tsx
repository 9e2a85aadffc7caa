import { Group, Text } from '@bc/shared/mantine';
import { useTranslation } from 'react-i18next';
import { STATUS_ORDER } from '../../../lib/disease-status';
import { StatusBadge } from '../../../ui/status-badge';

/** What the markers of the chosen test mean. */
export function HealthLegend({ testName }: { testName: string }) {
  const { t } = useTranslation('pedigree');
  return (
    <Group gap={6} data-testid="health-legend" aria-label={t('tree.legendTitle', { test: testName })} role="group">
      <Text size="xs" fw={600}>
        {t('tree.legendTitle', { test: testName })}
      </Text>
      {STATUS_ORDER.map((status) => (
        <StatusBadge key={status} status={status} size="sm" />
      ))}
    </Group>
  );
}
