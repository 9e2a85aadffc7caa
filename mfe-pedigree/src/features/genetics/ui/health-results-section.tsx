import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, useLocale } from '@bc/shared';
import type { HealthKind } from '@bc/shared/contracts';
import { Section } from '../../../ui/section';

/**
 * PENDING THE PETS API: one stored health result of the pet (hips, elbows, eyes…). `GET /api/pets/{id}` (the
 * pets issue) is not built yet; when its contract lands, replace this shape with the contract's type and pass the
 * pet's results from the genetics page. Until then nothing passes any results and the section stays hidden —
 * never fill it with made-up data.
 */
export interface PetHealthResult {
  /** Stable key (the result's id). */
  id: string;
  kind: HealthKind;
  /** The option set's name in the page's language (e.g. "Hips — FCI"). */
  name: string;
  /** The result in the page's language (e.g. "A", "N/N"). */
  result: string;
  date?: string | null;
}

/** The pet's own stored health results; renders nothing when there are none. */
export function HealthResultsSection({ results }: { results?: PetHealthResult[] | null }) {
  const { t } = useTranslation('pedigree');
  const locale = useLocale();
  if (!results?.length) return null;
  return (
    <Section title={t('health.title')} data-testid="health-results">
      <Table.ScrollContainer minWidth={420} type="native">
        <Table striped verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('health.kind')}</Table.Th>
              <Table.Th>{t('health.test')}</Table.Th>
              <Table.Th>{t('health.result')}</Table.Th>
              <Table.Th>{t('health.date')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{t(`health.kinds.${item.kind}`)}</Table.Td>
                <Table.Td>{item.name}</Table.Td>
                <Table.Td fw={600}>{item.result}</Table.Td>
                <Table.Td>{formatDate(item.date, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Section>
  );
}
