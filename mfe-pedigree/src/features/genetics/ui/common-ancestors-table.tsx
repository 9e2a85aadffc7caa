import { Button, Stack, Text } from '@bc/shared/mantine';
import { Table } from '@bc/shared/mantine/table';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardTable, RouteLink, useLocale } from '@bc/shared';
import type { CommonAncestorRow } from '@bc/shared/contracts';
import { formatPercent } from '../../../lib/format';
import { IconChevron } from '../../../ui/icons';
import { RepeatMark } from '../../../ui/repeat-mark';
import classes from './genetics.module.css';

export interface CommonAncestorsTableProps {
  rows: CommonAncestorRow[];
  generations: number;
}

/** Rows shown before "show all" (the API sorts by contribution, the largest first). */
export const COMMON_ANCESTORS_SHOWN = 10;

/**
 * Every ancestor on both sides with its share of the COI; the contributions add up to the COI. A deep pedigree has
 * a hundred or more, mostly with tiny shares: the largest come first and the rest open on demand.
 */
export function CommonAncestorsTable({ rows, generations }: CommonAncestorsTableProps) {
  const { t } = useTranslation('pedigree');
  const locale = useLocale();
  const tableId = useId();
  const [expanded, setExpanded] = useState(false);
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="common-ancestors-empty">
        {t('genetics.commonEmpty', { n: generations })}
      </Text>
    );
  }
  const total = rows.reduce((sum, row) => sum + row.contribution, 0);
  // a toggle for one or two more rows is not worth it
  const collapsible = rows.length > COMMON_ANCESTORS_SHOWN + 2;
  const shown = collapsible && !expanded ? rows.slice(0, COMMON_ANCESTORS_SHOWN) : rows;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={600} type="native" className={cardTable.root}>
        <Table striped highlightOnHover verticalSpacing={6} data-testid="common-ancestors" className={classes.numbers} id={tableId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('genetics.ancestor')}</Table.Th>
              <Table.Th ta="right">{t('genetics.paths')}</Table.Th>
              <Table.Th ta="right">{t('genetics.sireSide')}</Table.Th>
              <Table.Th ta="right">{t('genetics.damSide')}</Table.Th>
              <Table.Th ta="right">{t('genetics.inbreeding')}</Table.Th>
              <Table.Th ta="right">{t('genetics.contribution')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row, index) => (
              <Table.Tr key={row.id ?? `hidden-${index}`} data-pet-id={row.id ?? undefined}>
                <Table.Td data-title>
                  <span className={classes.ancestor}>
                    {row.repeat !== null && <RepeatMark repeat={row.repeat} label={t('tree.repeatMark', { n: row.repeat + 1 })} />}
                    {row.id !== null && !row.hidden ? (
                      <RouteLink to="pets-id" params={{ id: row.id }} size="sm">
                        {row.registeredName}
                      </RouteLink>
                    ) : (
                      <Text span size="sm" c="dimmed" fs="italic" title={t('tree.hiddenTitle')}>
                        {t('tree.hidden')}
                      </Text>
                    )}
                  </span>
                </Table.Td>
                <Table.Td ta="right" data-label={t('genetics.paths')}>{row.paths}</Table.Td>
                <Table.Td ta="right" data-label={t('genetics.sireSide')}>{row.sireSide}</Table.Td>
                <Table.Td ta="right" data-label={t('genetics.damSide')}>{row.damSide}</Table.Td>
                <Table.Td ta="right" data-label={t('genetics.inbreeding')}>{formatPercent(row.inbreeding, locale)}</Table.Td>
                <Table.Td ta="right" fw={600} data-label={t('genetics.contribution')}>
                  {formatPercent(row.contribution, locale)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr data-testid="common-ancestors-total">
              <Table.Th colSpan={5}>{t('genetics.total', { n: generations })}</Table.Th>
              <Table.Th ta="right">{formatPercent(total, locale)}</Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      {collapsible && (
        <Button
          variant="subtle"
          size="compact-sm"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
          aria-controls={tableId}
          rightSection={<IconChevron open={expanded} />}
          data-testid="common-ancestors-toggle"
        >
          {expanded ? t('genetics.showFewer') : t('genetics.showAll', { n: rows.length })}
        </Button>
      )}
    </Stack>
  );
}
