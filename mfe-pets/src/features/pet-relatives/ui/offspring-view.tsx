import { Paper, Stack, Text, Title } from '@bc/shared/mantine';
import { SegmentedControl } from '@bc/shared/mantine/segmented-control';
import { Table } from '@bc/shared/mantine/table';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardTable, formatNumber, RouteLink, useLocale } from '@bc/shared';
import { LoadGate } from '@bc/shared/load';
import { dateText, fullName, PetListSkeleton } from '@bc/shared/pets';
import { offspring } from '../model';
import { PetGrid } from './pet-grid';

/** The offspring tab: litters (partner and birth date, newest first), or a summary by partner. */
export function OffspringView({ id }: { id: number }) {
  const { t } = useTranslation('pets');
  const locale = useLocale();
  const [mode, setMode] = useState<'litters' | 'partners'>('litters');
  const [current, status, opened, retried] = useUnit([offspring.$data, offspring.$status, offspring.opened, offspring.retried]);
  useEffect(() => {
    opened(id);
  }, [id, opened]);

  if (!current) return <LoadGate status={status} hasData={false} onRetry={retried} skeleton={<PetListSkeleton mode="grid" count={3} />} testId="offspring" />;
  if (current.total === 0) {
    return (
      <Text c="dimmed" data-testid="offspring-empty">
        {t('offspring.none')}
      </Text>
    );
  }
  return (
    <Stack gap="md" data-testid="offspring">
      <Text c="dimmed" size="sm">
        {t('offspring.total', { count: formatNumber(current.total, locale) } as Record<string, unknown>)}
      </Text>
      <SegmentedControl
        value={mode}
        onChange={(value) => setMode(value === 'partners' ? 'partners' : 'litters')}
        data={[
          { value: 'litters', label: t('offspring.byLitter') },
          { value: 'partners', label: t('offspring.byPartner') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {mode === 'litters' ? (
        current.litters.map((litter, index) => (
          <Paper key={`${litter.partner?.id ?? 0}-${litter.birthDate ?? index}`} withBorder p="sm" radius="md" component="section">
            <Stack gap="xs">
              <Title order={2} fz="h5">
                {litter.birthDate ? t('offspring.litterOf', { date: dateText(litter.birthDate, litter.birthPrecision, locale) }) : t('offspring.litterUndated')}
              </Title>
              <Text size="sm">
                {t('pet.label', { label: t('offspring.partner') })}{' '}
                {litter.partner ? (
                  <RouteLink to="pets-id" params={{ id: litter.partner.id }}>
                    {fullName(litter.partner)}
                  </RouteLink>
                ) : (
                  <Text span c="dimmed">
                    {t('pet.unknownParent')}
                  </Text>
                )}
              </Text>
              {litter.matingId !== null && (
                <Text size="sm">
                  <RouteLink to="m-id" params={{ id: litter.matingId }} data-testid="offspring-mating">
                    {t('offspring.mating')}
                  </RouteLink>
                </Text>
              )}
              <PetGrid pets={litter.offspring} />
            </Stack>
          </Paper>
        ))
      ) : (
        <Table.ScrollContainer minWidth={360} type="native" className={cardTable.root}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('offspring.partner')}</Table.Th>
                <Table.Th ta="right">{t('offspring.litters')}</Table.Th>
                <Table.Th ta="right">{t('offspring.puppies')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {current.partners.map((row, index) => (
                <Table.Tr key={row.partner?.id ?? `unknown-${index}`}>
                  <Table.Td data-title>
                    {row.partner ? (
                      <RouteLink to="pets-id" params={{ id: row.partner.id }}>
                        {fullName(row.partner)}
                      </RouteLink>
                    ) : (
                      t('pet.unknownParent')
                    )}
                  </Table.Td>
                  <Table.Td ta="right" data-label={t('offspring.litters')}>{formatNumber(row.litters, locale)}</Table.Td>
                  <Table.Td ta="right" data-label={t('offspring.puppies')}>{formatNumber(row.offspring, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
