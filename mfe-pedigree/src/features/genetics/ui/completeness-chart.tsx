import { Progress, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@bc/shared';
import { formatPercent } from '../../../lib/format';
import classes from './genetics.module.css';

/** Completeness per generation as a bar each: known ancestors out of 2, 4, 8, … */
export function CompletenessChart({ completeness }: { completeness: readonly number[] }) {
  const { t } = useTranslation('pedigree');
  const locale = useLocale();
  return (
    <div className={classes.bars} data-testid="completeness-chart">
      {completeness.map((share, k) => {
        const total = 2 ** (k + 1);
        const known = Math.round(share * total);
        return (
          <Fragment key={k}>
            <Text size="xs">{t('genetics.generation', { n: k + 1 })}</Text>
            <Progress
              value={share * 100}
              size="lg"
              radius="sm"
              color={share >= 1 ? 'teal' : share >= 0.5 ? 'primary' : 'orange'}
              aria-label={t('genetics.generationAria', { n: k + 1, known, total })}
            />
            <Text size="xs" ta="right" className={classes.share}>
              {formatPercent(share, locale, 0)}{' '}
              <Text span size="xs" c="dimmed">
                {t('genetics.knownOf', { known, total })}
              </Text>
            </Text>
          </Fragment>
        );
      })}
    </div>
  );
}
