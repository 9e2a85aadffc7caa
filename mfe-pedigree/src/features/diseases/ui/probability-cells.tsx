import { Table } from '@bc/shared/mantine/table';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@bc/shared';
import type { Genotype, OffspringRisk } from '@bc/shared/contracts';
import { formatProbability } from '../../../lib/format';

export const GENOTYPES: readonly Genotype[] = ['N/N', 'N/M', 'M/M'];

/**
 * Expected N/N, N/M, M/M: exact when both parents' genotypes are known, a range otherwise, and a question mark
 * when nothing can be said (a parent with unknown status).
 */
export function ProbabilityCells({ risk, group }: { risk: OffspringRisk; /** The columns' heading (a phone's card names each value with it). */ group: string }) {
  const { t } = useTranslation('pedigree');
  const locale = useLocale();
  return (
    <>
      {GENOTYPES.map((genotype) => {
        let text: string;
        let title: string | undefined;
        if (risk.exact && risk.probabilities) text = formatProbability(risk.probabilities[genotype], locale);
        else if (risk.status === 'unknown') {
          text = '?';
          title = t('diseases.unknownRisk');
        } else {
          const min = risk.min[genotype];
          const max = risk.max[genotype];
          text = min === max ? formatProbability(min, locale) : t('diseases.range', { min: formatProbability(min, locale), max: formatProbability(max, locale) });
        }
        return (
          <Table.Td key={genotype} ta="right" title={title} data-genotype={genotype} data-label={`${group} · ${genotype}`}>
            {text}
          </Table.Td>
        );
      })}
    </>
  );
}
