import { Badge } from '@bc/shared/mantine/display';
import { useTranslation } from 'react-i18next';
import type { PublishStatus } from '../../contracts';

const COLORS: Record<PublishStatus, string> = { draft: 'gray', published: 'teal', hidden: 'red' };

/** Draft / published / hidden. Published pets show no badge unless `showPublished`. */
export function StatusBadge({ status, showPublished = false }: { status: PublishStatus; showPublished?: boolean }) {
  const { t } = useTranslation('common');
  if (status === 'published' && !showPublished) return null;
  return (
    <Badge color={COLORS[status]} variant="light" size="sm" data-testid={`status-${status}`}>
      {t(`pet.status.${status}`)}
    </Badge>
  );
}
