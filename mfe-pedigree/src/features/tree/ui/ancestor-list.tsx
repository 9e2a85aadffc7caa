import { Stack, Text, UnstyledButton } from '@bc/shared/mantine';
import { Table } from '@bc/shared/mantine/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteLink, useLocale } from '@bc/shared';
import type { TreeResponse } from '@bc/shared/contracts';
import { formatPercent } from '../../../lib/format';
import { RepeatMark } from '../../../ui/repeat-mark';
import { ancestorList, formatGenerations, sortAncestors, type AncestorSort } from '../lib/ancestor-rows';
import classes from './ancestor-list.module.css';

const COLUMNS: { sort: AncestorSort; label: string; numeric?: boolean }[] = [
  { sort: 'name', label: 'list.ancestor' },
  { sort: 'generation', label: 'list.generations', numeric: true },
  { sort: 'appearances', label: 'list.appearances', numeric: true },
  { sort: 'contribution', label: 'list.contribution', numeric: true },
];

/**
 * The tree as a list: every ancestor once, with the generations it fills, how many times it appears and its share
 * of the COI when it is a common ancestor (the API's figure, as the genetics tab shows it). Sorted by a column's
 * heading; four narrow columns fit a phone.
 */
export function AncestorList({ tree }: { tree: TreeResponse }) {
  const { t } = useTranslation('pedigree');
  const locale = useLocale();
  const [sort, setSort] = useState<AncestorSort>('generation');
  const list = useMemo(() => ancestorList(tree), [tree]);
  const rows = useMemo(() => sortAncestors(list.rows, sort, locale), [list, sort, locale]);
  const places = rows.reduce((sum, row) => sum + row.appearances, 0) + list.hidden;
  return (
    <Stack gap="xs" data-testid="ancestor-list">
      <Text size="sm" c="dimmed" data-testid="ancestor-list-count">
        {t('list.count', { n: rows.length, places, generations: tree.depth })}
        {list.hidden > 0 && ` ${t('list.hidden', { n: list.hidden })}`}
      </Text>
      <Table striped verticalSpacing={4} horizontalSpacing="xs" className={classes.table} data-testid="ancestor-table">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th
                key={column.sort}
                ta={column.numeric ? 'right' : undefined}
                aria-sort={sort === column.sort ? (column.sort === 'name' || column.sort === 'generation' ? 'ascending' : 'descending') : undefined}
                className={column.numeric ? classes.numeric : undefined}
              >
                <UnstyledButton className={classes.sort} onClick={() => setSort(column.sort)} data-active={sort === column.sort || undefined}>
                  {t(column.label)}
                  <span aria-hidden="true" className={classes.arrow}>
                    {sort === column.sort ? (column.sort === 'name' || column.sort === 'generation' ? '↑' : '↓') : ''}
                  </span>
                </UnstyledButton>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.dog.id} data-pet-id={row.dog.id}>
              <Table.Td>
                <span className={classes.ancestor}>
                  {row.dog.repeat !== null && <RepeatMark repeat={row.dog.repeat} label={t('tree.repeatMark', { n: row.dog.repeat + 1 })} />}
                  <RouteLink to="pets-id" params={{ id: row.dog.id }} size="sm">
                    {row.dog.registeredName}
                  </RouteLink>
                </span>
              </Table.Td>
              <Table.Td ta="right" className={classes.numeric} data-column="generations">
                {formatGenerations(row.generations)}
              </Table.Td>
              <Table.Td ta="right" className={classes.numeric} data-column="appearances">
                {row.appearances}
              </Table.Td>
              <Table.Td ta="right" className={classes.numeric} data-column="contribution">
                {row.contribution === null ? '—' : formatPercent(row.contribution, locale)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {t('list.note', { n: tree.coi.generations })}
      </Text>
    </Stack>
  );
}
