import { Group, Stack, Text, Title } from '@bc/shared/mantine';
import { Badge } from '@bc/shared/mantine/display';
import { Table } from '@bc/shared/mantine/table';
import { useUnit } from 'effector-react';
import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { cardTable, DocumentLink, useLocale } from '@bc/shared';
import { dateText } from '@bc/shared/pets';
import type { DnaStatus, HealthOptionSet, PetDetail } from '@bc/shared/contracts';
import { $healthSets } from '../../../entities/dictionaries';

const DNA_COLORS: Record<DnaStatus, string> = { clear: 'teal', 'clear-by-parentage': 'teal', carrier: 'yellow', affected: 'red' };
/** A result's words wrap inside its badge on a narrow screen instead of ending in an ellipsis. */
const WRAPPING_BADGE = { label: { whiteSpace: 'normal', overflow: 'visible' } } as const;
/** Examinations whose names and grades a reader may not know: explained under the table when the pet has them. */
const EXPLAINED = ['eaod', 'baer', 'ocd_sp', 'ltv', 'va'] as const;

interface Row {
  key: string;
  name: string;
  result: string;
  color?: string;
  byParentage?: boolean;
  date: string;
  lab: string;
  documentUrl?: string;
}

/** Health results: DNA tests (tested, or clear by parentage) and examinations, with date, lab and certificate. */
export function PetHealth({ pet }: { pet: PetDetail }) {
  // The option sets arrive after the first render: the table is redrawn with their names in the background.
  const sets = useDeferredValue(useUnit($healthSets));
  return <HealthTable pet={pet} sets={sets} />;
}

const HealthTable = memo(function HealthTable({ pet, sets }: { pet: PetDetail; sets: readonly HealthOptionSet[] }) {
  const { t } = useTranslation('pets');
  const locale = useLocale();
  const setName = (id: string) => {
    const set = sets.find((item) => item.id === id);
    return set ? (set.name[locale] ?? set.name.ru) : id;
  };
  const optionName = (setId: string, value: string) => {
    const option = sets.find((item) => item.id === setId)?.options.find((item) => item.id === value);
    return option ? (option.name[locale] ?? option.name.ru) : value;
  };
  const documentUrl = (id: number | null) => (id ? pet.documents.find((document) => document.id === id)?.url : undefined);

  const rows: Row[] = [
    ...pet.dna.map((dna) => ({
      key: `dna:${dna.testId}`,
      name: setName(`dna:${dna.testId}`),
      result: dna.result ? optionName(`dna:${dna.testId}`, dna.result) : t(`dna.${dna.status}`),
      color: DNA_COLORS[dna.status],
      byParentage: dna.status === 'clear-by-parentage',
      date: dateText(dna.date, 'day', locale),
      lab: dna.lab ?? '',
      documentUrl: documentUrl(dna.documentId),
    })),
    ...pet.health
      .filter((result) => result.kind !== 'dna')
      .map((result, index) => ({
        key: `${result.set}-${index}`,
        name: setName(result.set),
        result: optionName(result.set, result.value),
        date: dateText(result.date, 'day', locale),
        lab: result.lab ?? '',
        documentUrl: documentUrl(result.documentId),
      })),
  ];

  if (rows.length === 0) return null;
  const explained = EXPLAINED.filter((kind) => pet.health.some((result) => result.kind === kind));
  return (
    <Stack gap="xs" component="section" aria-labelledby="pet-health-title" data-testid="pet-health">
      <Title order={2} fz="h4" id="pet-health-title">
        {t('health.title')}
      </Title>
      <Table.ScrollContainer minWidth={480} type="native" className={cardTable.root}>
        <Table verticalSpacing={6} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('health.test')}</Table.Th>
              <Table.Th>{t('health.result')}</Table.Th>
              <Table.Th>{t('health.date')}</Table.Th>
              <Table.Th>{t('health.lab')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td data-title>{row.name}</Table.Td>
                <Table.Td data-label={t('health.result')}>
                  <Group gap={6}>
                    {row.color ? (
                      <Badge color={row.color} variant={row.byParentage ? 'outline' : 'light'} tt="none" h="auto" maw="100%" styles={WRAPPING_BADGE}>
                        {row.result}
                      </Badge>
                    ) : (
                      <Text size="sm">{row.result}</Text>
                    )}
                    {row.documentUrl && <DocumentLink href={row.documentUrl}>{t('health.certificate')}</DocumentLink>}
                  </Group>
                </Table.Td>
                <Table.Td data-label={t('health.date')}>{row.date}</Table.Td>
                <Table.Td data-label={t('health.lab')}>{row.lab}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {explained.length > 0 && (
        <Stack gap={4} data-testid="pet-health-legend">
          <Text size="sm" fw={600}>
            {t('health.legend')}
          </Text>
          {explained.map((kind) => (
            <Text key={kind} size="sm" c="dimmed" data-kind={kind}>
              {t(`health.explain.${kind}`)}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
});
