import { Button, Stack, Text } from '@bc/shared/mantine';
import { Table } from '@bc/shared/mantine/table';
import { Fragment, useId, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, useLocale } from '@bc/shared';
import type { CoiSummary } from '@bc/shared/contracts';
import { formatDecimal, formatPercent } from '../../../lib/format';
import { IconChevron } from '../../../ui/icons';
import { completenessProfile, type CompletenessRow } from '../lib/completeness-rows';
import classes from './completeness-profile.module.css';

export interface CompletenessProfileProps {
  coi: Pick<CoiSummary, 'generations' | 'completeness' | 'fullCompleteness' | 'equivalentGenerations'>;
}

const barColour = (share: number) =>
  share >= 1 ? 'var(--mantine-color-teal-6)' : share >= 0.5 ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-orange-6)';

/** Which generation numbers go under the columns: all of them while they fit, else 1, every 5th, N and the last. */
function axisLabel(generation: number, count: number, window: number): boolean {
  return count <= 20 || generation === 1 || generation % 5 === 0 || generation === window || generation === count;
}

/**
 * How complete the pedigree is per generation, for both COIs: the one over N generations and the whole-pedigree F.
 * One column per generation (2 parents, 4 grandparents, …) down to the deepest known ancestor, with a bracket over
 * the generations each COI counts; past N the columns are hatched (they count in F only). A deep pedigree has 20 or
 * more generations: the columns stay narrow enough for a phone, the exact figures are in the table on demand.
 */
export function CompletenessProfile({ coi }: CompletenessProfileProps) {
  const { t } = useTranslation('pedigree');
  const locale = useLocale();
  const tableId = useId();
  const [open, setOpen] = useState(false);
  const profile = completenessProfile(coi.completeness, coi.fullCompleteness);
  const { rows, window, deepest } = profile;
  const count = rows.length;
  const beyond = rows.some((row) => !row.inWindow);
  const number = (value: number) => formatNumber(value, locale);
  // 59%, 4.2%, and "<0.1%" rather than a misleading 0.0% for a handful of ancestors among thousands of places
  const share = (row: CompletenessRow) =>
    row.share >= 0.01 || row.known === 0
      ? formatPercent(row.share, locale, 0)
      : row.share >= 0.001
        ? formatPercent(row.share, locale, 1)
        : `<${formatPercent(0.001, locale, 1)}`;
  const density = count <= 12 ? 'low' : count <= 24 ? 'mid' : 'high';
  return (
    <Stack gap="sm" data-testid="completeness-profile">
      <dl className={classes.summary}>
        <div data-testid="completeness-window">
          <Text component="dt" size="sm" fw={600}>
            {t('summary.coi', { n: window })}
          </Text>
          <Text component="dd" size="sm">
            {t('completeness.windowKnown', {
              share: formatPercent(profile.windowShare, locale, 1),
              known: number(profile.windowKnown),
              total: number(profile.windowPossible),
            })}
            {' · '}
            {profile.complete > 0 ? t('completeness.completeTo', { n: profile.complete }) : t('completeness.parentMissing')}
          </Text>
        </div>
        <div data-testid="completeness-full">
          <Text component="dt" size="sm" fw={600}>
            {t('summary.coiFull')}
          </Text>
          <Text component="dd" size="sm">
            {deepest > 0 ? t('completeness.deepest', { n: deepest }) : t('completeness.noAncestors')}
            {' · '}
            {t('summary.equivalent', { value: formatDecimal(coi.equivalentGenerations, locale) })}
          </Text>
        </div>
      </dl>

      <div
        className={classes.chart}
        data-density={density}
        data-testid="completeness-chart"
        style={{ '--columns': count } as CSSProperties}
      >
        {deepest > 0 && (
          <div className={classes.bracket} data-kind="full" style={{ '--span': deepest } as CSSProperties} aria-hidden>
            {t('summary.coiFull')}
          </div>
        )}
        <div className={classes.bracket} data-kind="window" style={{ '--span': window } as CSSProperties} aria-hidden>
          {t('summary.coi', { n: window })}
        </div>
        {rows.map((row) => (
          <span key={row.generation} className={classes.value} aria-hidden>
            {share(row)}
          </span>
        ))}
        {rows.map((row) => {
          const label = t('genetics.generationAria', { n: row.generation, known: number(row.known), total: number(row.possible) });
          return (
            <div
              key={row.generation}
              className={classes.column}
              role="meter"
              aria-label={label}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(row.share * 1000) / 10}
              aria-valuetext={share(row)}
              title={`${label} (${share(row)})`}
              data-generation={row.generation}
              data-outside={row.inWindow ? undefined : ''}
              data-some={row.known > 0 ? '' : undefined}
              style={{ '--share': row.share, '--bar-color': barColour(row.share) } as CSSProperties}
            >
              <span className={classes.fill} />
            </div>
          );
        })}
        {rows.map((row) => (
          <span key={row.generation} className={classes.axis} aria-hidden>
            {axisLabel(row.generation, count, window) ? row.generation : ''}
          </span>
        ))}
      </div>

      <div className={classes.legend}>
        <Text size="xs" c="dimmed">
          {t('completeness.axis')}
        </Text>
        {beyond && (
          <Text size="xs" c="dimmed">
            <span className={classes.swatch} data-outside="" aria-hidden />
            {t('completeness.beyond', { n: window })}
          </Text>
        )}
      </div>

      <Button
        variant="subtle"
        size="compact-sm"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={tableId}
        rightSection={<IconChevron open={open} />}
        data-testid="completeness-toggle"
      >
        {open ? t('completeness.hideTable') : t('completeness.showTable')}
      </Button>
      {open && (
        <Table.ScrollContainer minWidth={280} type="native">
          <Table striped verticalSpacing={4} className={classes.numbers} id={tableId} data-testid="completeness-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('completeness.generation')}</Table.Th>
                <Table.Th ta="right">{t('completeness.known')}</Table.Th>
                <Table.Th ta="right">{t('completeness.share')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Fragment key={row.generation}>
                  {row.generation === window + 1 && (
                    <Table.Tr>
                      <Table.Td colSpan={3}>
                        <Text size="xs" c="dimmed">
                          {t('completeness.beyond', { n: window })}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                  <Table.Tr data-generation={row.generation}>
                    <Table.Td>{row.generation}</Table.Td>
                    <Table.Td ta="right">{t('genetics.knownOf', { known: number(row.known), total: number(row.possible) })}</Table.Td>
                    <Table.Td ta="right">{share(row)}</Table.Td>
                  </Table.Tr>
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
