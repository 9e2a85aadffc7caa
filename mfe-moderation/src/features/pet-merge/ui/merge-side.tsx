import { Paper, Stack, Text, Title } from '@bc/shared/mantine';
import { Skeleton } from '@bc/shared/mantine/display';
import { useTranslation } from 'react-i18next';
import { RouteLink, useLocale } from '@bc/shared';
import { dateText, fullName, PersonText, StatusBadge } from '@bc/shared/pets';
import type { MergeSide } from '../api/get-merge-side';
import { Fact } from '../../../ui/fact';

/** One record of the merge, as the moderator compares them: name, registrations, birth, parents, offspring, photos, owner. */
export function MergeSideCard({ side, title, testId }: { side: MergeSide | null; title: string; testId: string }) {
  const { t } = useTranslation('moderation');
  const locale = useLocale();
  if (!side) {
    return (
      <Paper withBorder p="sm" data-testid={`${testId}-loading`}>
        <Stack gap="xs">
          <Skeleton h={16} w="60%" />
          <Skeleton h={12} />
          <Skeleton h={12} w="80%" />
        </Stack>
      </Paper>
    );
  }
  const { pet, offspring } = side;
  const none = <Text span c="dimmed">{t('merge.none')}</Text>;
  return (
    <Paper withBorder p="sm" data-testid={testId} data-pet={pet.id}>
      <Stack gap={6}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed">
          {title}
        </Text>
        <Title order={3} fz="md">
          <RouteLink to="pets-id" params={{ id: pet.id }}>
            {fullName(pet)}
          </RouteLink>{' '}
          <Text span size="xs" c="dimmed">
            #{pet.id}
          </Text>
        </Title>
        <StatusBadge status={pet.publishStatus} />
        <Fact label={t('merge.registrations')}>
          {pet.registrations.length ? pet.registrations.map((r) => `${r.registry} ${r.number}`).join(', ') : none}
        </Fact>
        <Fact label={t('merge.born')}>{pet.birthDate ? dateText(pet.birthDate, pet.birthPrecision, locale) : none}</Fact>
        <Fact label={t('merge.parents')}>
          {pet.sire || pet.dam ? [pet.sire, pet.dam].map((parent) => (parent ? fullName(parent) : '—')).join(' × ') : none}
        </Fact>
        <Fact label={t('merge.counts')} testId={`${testId}-counts`}>
          {t('merge.offspring', { count: offspring })}
          {' · '}
          {t('merge.photos', { count: pet.photos.length })}
        </Fact>
        <Fact label={t('merge.owner')}>
          <PersonText person={pet.owner} />
        </Fact>
      </Stack>
    </Paper>
  );
}
