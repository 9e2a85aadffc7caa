import { Text } from '@bc/shared/mantine';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '@bc/shared';
import type { DiseaseAncestor } from '@bc/shared/contracts';
import { bySeverity } from '../../../lib/disease-status';
import { StatusBadge } from '../../../ui/status-badge';
import classes from './disease-table.module.css';

/** How a status was reached: a test result, or inferred from relatives. */
export function StatusSource({ ancestor }: { ancestor: Pick<DiseaseAncestor, 'status' | 'tested'> }) {
  const { t } = useTranslation('pedigree');
  if (ancestor.tested) return <Text span size="xs" c="dimmed">{t('diseases.tested', { genotype: ancestor.tested })}</Text>;
  if (ancestor.status === 'unknown') return null;
  return <Text span size="xs" c="dimmed">{t('diseases.inferred')}</Text>;
}

/** The ancestors of one test, the most worrying first. */
export function AncestorStatuses({ ancestors }: { ancestors: DiseaseAncestor[] }) {
  const { t } = useTranslation('pedigree');
  if (ancestors.length === 0) return <Text size="sm" c="dimmed">{t('diseases.noAncestors')}</Text>;
  return (
    <ul className={classes.list}>
      {[...ancestors].sort(bySeverity).map((ancestor) => (
        <li key={ancestor.id} className={classes.item} data-pet-id={ancestor.id}>
          <RouteLink to="pets-id" params={{ id: ancestor.id }} size="sm">
            {ancestor.registeredName}
          </RouteLink>
          <span>
            <StatusSource ancestor={ancestor} /> <StatusBadge status={ancestor.status} size="sm" />
          </span>
        </li>
      ))}
    </ul>
  );
}
