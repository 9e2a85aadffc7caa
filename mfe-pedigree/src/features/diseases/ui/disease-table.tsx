import { Button, Group, Text, VisuallyHidden } from '@bc/shared/mantine';
import { Table } from '@bc/shared/mantine/table';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardTable } from '@bc/shared';
import type { DiseasesResponse, DiseaseTestReport } from '@bc/shared/contracts';
import { IconChevron } from '../../../ui/icons';
import { OffspringStatusBadge, StatusBadge } from '../../../ui/status-badge';
import { AncestorStatuses, StatusSource } from './ancestor-statuses';
import { GENOTYPES, ProbabilityCells } from './probability-cells';
import classes from './disease-table.module.css';

export interface DiseaseTableProps {
  report: DiseasesResponse;
  /** A pet shows its own status and what its parents give; a test mating shows the puppies' expected status. */
  mode: 'pet' | 'mating';
}

const COUNTS = ['affected', 'carriers', 'clear', 'unknown'] as const;
const COLUMNS = 2 + COUNTS.length + GENOTYPES.length + 1;

function SubjectCell({ test }: { test: DiseaseTestReport }) {
  if (!test.subject) return <>—</>;
  return (
    <Group gap={4} wrap="nowrap">
      <StatusBadge status={test.subject.status} />
      <StatusSource ancestor={test.subject} />
    </Group>
  );
}

/** Per DNA test: status, counts across the ancestors, expected genotypes; each test opens to its ancestors. */
export function DiseaseTable({ report, mode }: DiseaseTableProps) {
  const { t } = useTranslation('pedigree');
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  if (report.tests.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="disease-table-empty">
        {t('diseases.empty')}
      </Text>
    );
  }
  const toggle = (code: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(code)) next.add(code);
      return next;
    });

  return (
    <Table.ScrollContainer minWidth={820} type="native" className={`${classes.scroller} ${cardTable.root}`}>
      <Table verticalSpacing={6} className={classes.table} data-testid="disease-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th rowSpan={2} className={classes.sticky}>
              {t('diseases.test')}
            </Table.Th>
            <Table.Th rowSpan={2} miw={170}>
              {mode === 'pet' ? t('diseases.dog') : t('diseases.puppies')}
            </Table.Th>
            <Table.Th colSpan={COUNTS.length} ta="center">
              {t('diseases.inPedigree')}
            </Table.Th>
            <Table.Th colSpan={GENOTYPES.length} ta="center">
              {mode === 'pet' ? t('diseases.fromParents') : t('diseases.expected')}
            </Table.Th>
            {/* positioned, so the visually hidden label stays inside the scrolling table */}
            <Table.Th rowSpan={2} pos="relative">
              <VisuallyHidden>{t('diseases.ancestorsColumn')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
          <Table.Tr>
            {COUNTS.map((count) => (
              <Table.Th key={count} ta="right">
                {t(`diseases.${count}`)}
              </Table.Th>
            ))}
            {GENOTYPES.map((genotype) => (
              <Table.Th key={genotype} ta="right">
                {genotype}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.tests.map((test) => {
            const expanded = open.has(test.code);
            const panelId = `${baseId}-${test.code}`;
            return (
              <Fragment key={test.code}>
                <Table.Tr data-test-code={test.code}>
                  <Table.Td className={classes.sticky} fw={600} data-title>
                    {test.name}
                  </Table.Td>
                  <Table.Td data-label={mode === 'pet' ? t('diseases.dog') : t('diseases.puppies')}>
                    {mode === 'pet' ? <SubjectCell test={test} /> : <OffspringStatusBadge status={test.offspring.status} />}
                  </Table.Td>
                  {COUNTS.map((count) => (
                    <Table.Td key={count} ta="right" data-count={count} data-label={`${t('diseases.inPedigree')} · ${t(`diseases.${count}`)}`}>
                      {test.summary[count]}
                    </Table.Td>
                  ))}
                  <ProbabilityCells risk={test.offspring} group={mode === 'pet' ? t('diseases.fromParents') : t('diseases.expected')} />
                  <Table.Td>
                    <Button
                      variant="subtle"
                      size="compact-xs"
                      onClick={() => toggle(test.code)}
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      rightSection={<IconChevron open={expanded} />}
                    >
                      {t('diseases.ancestors', { n: test.ancestors.length })}
                    </Button>
                  </Table.Td>
                </Table.Tr>
                {expanded && (
                  <Table.Tr id={panelId} className={classes.ancestors} data-testid={`ancestors-${test.code}`}>
                    <Table.Td colSpan={COLUMNS} p={0}>
                      <div className={classes.panel}>
                        <AncestorStatuses ancestors={test.ancestors} />
                      </div>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
