import { SimpleGrid } from '@bc/shared/mantine';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@bc/shared';
import type { AncestorLossSummary, CoiSummary as CoiSummaryData } from '@bc/shared/contracts';
import { formatDecimal, formatPercent } from '../../../lib/format';
import { overallCompleteness } from '../lib/completeness-rows';
import { StatCard } from './stat-card';

export interface CoiSummaryProps {
  coi: CoiSummaryData;
  avk: AncestorLossSummary;
}

/** COI over N generations and over the whole pedigree, AVK, completeness and equivalent complete generations. */
export function CoiSummary({ coi, avk }: CoiSummaryProps) {
  const { t } = useTranslation('pedigree');
  const locale = useLocale();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="coi-summary">
      <StatCard testId="coi" label={t('summary.coi', { n: coi.generations })} value={formatPercent(coi.coi, locale)} />
      <StatCard
        testId="coi-full"
        label={t('summary.coiFull')}
        value={formatPercent(coi.full, locale)}
        note={coi.fullCompleteness.length > 0 ? t('summary.coiFullNote', { n: coi.fullCompleteness.length }) : undefined}
      />
      <StatCard
        testId="avk"
        label={t('summary.avk', { n: avk.generations })}
        value={avk.avk === null ? '—' : formatPercent(avk.avk / 100, locale, 1)}
        note={t('summary.avkNote', { distinct: avk.distinct, known: avk.knownSlots })}
      />
      <StatCard
        testId="completeness"
        label={t('summary.completeness', { n: coi.generations })}
        value={formatPercent(overallCompleteness(coi.completeness), locale, 1)}
        note={t('summary.equivalent', { value: formatDecimal(coi.equivalentGenerations, locale) })}
      />
    </SimpleGrid>
  );
}
