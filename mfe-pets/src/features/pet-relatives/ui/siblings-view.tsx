import { Stack, Text, Title } from '@bc/shared/mantine';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadGate } from '@bc/shared/load';
import { PetListSkeleton } from '@bc/shared/pets';
import { siblings } from '../model';
import { PetGrid } from './pet-grid';

const GROUPS = ['full', 'bySire', 'byDam'] as const;

/** The siblings tab: full siblings, half siblings by sire and by dam. */
export function SiblingsView({ id }: { id: number }) {
  const { t } = useTranslation('pets');
  const [current, status, opened, retried] = useUnit([siblings.$data, siblings.$status, siblings.opened, siblings.retried]);
  useEffect(() => {
    opened(id);
  }, [id, opened]);

  if (!current) return <LoadGate status={status} hasData={false} onRetry={retried} skeleton={<PetListSkeleton mode="grid" count={3} />} testId="siblings" />;
  const total = GROUPS.reduce((sum, group) => sum + current[group].length, 0);
  if (total === 0) {
    return (
      <Text c="dimmed" data-testid="siblings-empty">
        {t('siblings.none')}
      </Text>
    );
  }
  return (
    <Stack gap="lg" data-testid="siblings">
      {GROUPS.filter((group) => current[group].length > 0).map((group) => (
        <Stack key={group} gap="xs" component="section" aria-labelledby={`siblings-${group}`}>
          <Title order={2} fz="h4" id={`siblings-${group}`}>
            {t(`siblings.${group}`)} <Text span c="dimmed" fz="sm">({current[group].length})</Text>
          </Title>
          <PetGrid pets={current[group]} testId={`siblings-${group}-list`} />
        </Stack>
      ))}
    </Stack>
  );
}
