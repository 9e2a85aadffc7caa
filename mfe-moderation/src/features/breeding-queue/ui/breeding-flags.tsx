import { Group } from '@bc/shared/mantine';
import { Badge } from '@bc/shared/mantine/display';
import { useTranslation } from 'react-i18next';
import type { BreedingFlag } from '@bc/shared/contracts';

const COLORS: Record<BreedingFlag, string> = { 'coi-high': 'red', 'carrier-carrier': 'red', 'stud-pending': 'orange', expired: 'gray' };

/** An announcement's flags, each a badge with its words (the colour only repeats them). */
export function BreedingFlags({ flags }: { flags: readonly BreedingFlag[] }) {
  const { t } = useTranslation('moderation');
  if (flags.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap" data-testid="breeding-flags">
      {flags.map((flag) => (
        <Badge key={flag} size="sm" variant="light" color={COLORS[flag]} title={t(`breeding.flagText.${flag}`)} data-flag={flag} style={{ textTransform: 'none' }}>
          {t(`breeding.flags.${flag}`)}
        </Badge>
      ))}
    </Group>
  );
}
