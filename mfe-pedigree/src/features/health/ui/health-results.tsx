import { Group, Text } from '@bc/shared/mantine';
import { Table } from '@bc/shared/mantine/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentLink, formatDate, useLocale } from '@bc/shared';
import type { HealthOptionSet, PetDetail } from '@bc/shared/contracts';
import { StatusBadge } from '../../../ui/status-badge';
import { healthRows } from '../lib/health-rows';

export interface HealthResultsProps {
  pet: Pick<PetDetail, 'health' | 'dna' | 'documents'>;
  /** The health dictionary (names of tests and results); empty while it loads or after it failed. */
  sets: readonly HealthOptionSet[];
}

/** Calendar dates are days, not instants: shown as stored, whatever the viewer's time zone. */
const DATE_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

/**
 * The pet's own recorded results: DNA tests with their status, then examinations, with date, lab and certificate.
 * On a phone the date and the lab go under the test's name, so the table needs no sideways scrolling.
 */
export function HealthResults({ pet, sets }: HealthResultsProps) {
  const { t } = useTranslation('pedigree');
  const locale = useLocale();
  const rows = useMemo(
    () =>
      healthRows(pet, sets, locale, (kind, system) => {
        const name = t(`health.kinds.${kind}`, { defaultValue: kind });
        return system ? `${name} — ${system.toUpperCase()}` : name;
      }),
    [pet, sets, locale, t],
  );
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="health-results-empty">
        {t('health.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={300} type="native">
      <Table striped verticalSpacing={6} data-testid="health-results-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('health.test')}</Table.Th>
            <Table.Th>{t('health.result')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('health.date')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('health.lab')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const date = formatDate(row.date, locale, DATE_FORMAT);
            const details = [date, row.lab].filter(Boolean).join(' · ');
            return (
              <Table.Tr key={row.key} data-health={row.key}>
                <Table.Td>
                  <span data-testid="health-name">{row.name}</span>
                  {details && (
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {details}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    <Text span size="sm" fw={600} data-testid="health-result">
                      {row.result}
                    </Text>
                    {row.status && <StatusBadge status={row.status} size="sm" />}
                    {row.documentUrl && <DocumentLink href={row.documentUrl}>{t('health.certificate')}</DocumentLink>}
                  </Group>
                </Table.Td>
                <Table.Td visibleFrom="sm">{date}</Table.Td>
                <Table.Td visibleFrom="sm">{row.lab}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
