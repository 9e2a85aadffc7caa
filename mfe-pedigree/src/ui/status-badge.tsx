import { Badge, type BadgeProps } from '@bc/shared/mantine/display';
import type { DiseaseStatus } from '@bc/shared/contracts';
import { useTranslation } from 'react-i18next';
import { OFFSPRING_STATUS_COLOR, STATUS_COLOR, type OffspringStatus } from '../lib/disease-status';

/** A badge's words wrap inside it when it is wider than its cell (a phone, a long German word). */
const WRAPPING = { root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal', overflow: 'visible' } } as const;

/**
 * A DNA-test status (clear, clear by parentage, carrier…) as a coloured badge. It never shrinks: beside other
 * text in a table cell its words stay whole instead of ending in an ellipsis, and wrap when the cell is narrower.
 */
export function StatusBadge({ status, ...rest }: { status: DiseaseStatus } & BadgeProps) {
  const { t } = useTranslation('pedigree');
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" radius="sm" tt="none" flex="none" styles={WRAPPING} data-status={status} {...rest}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** The expected status of puppies (clear, carrier, at least carrier…). */
export function OffspringStatusBadge({ status, ...rest }: { status: OffspringStatus } & BadgeProps) {
  const { t } = useTranslation('pedigree');
  return (
    <Badge color={OFFSPRING_STATUS_COLOR[status]} variant="light" radius="sm" tt="none" flex="none" styles={WRAPPING} data-status={status} {...rest}>
      {t(`offspringStatus.${status}`)}
    </Badge>
  );
}
