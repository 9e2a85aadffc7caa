import { Stack, Text } from '@bc/shared/mantine';
import { Badge } from '@bc/shared/mantine/display';
import { useTranslation } from 'react-i18next';
import type { ModerationMating } from '@bc/shared/contracts';
import { Dot, PairLine, RecordedBy, Review, useDay } from './facts';

/** A mating in the queue: the pair, its status and dates, the stud owner's answer, who recorded it, the COI and flags. */
export function MatingItem({ mating }: { mating: ModerationMating }) {
  const { t } = useTranslation('moderation');
  const day = useDay();
  const dates = mating.matingDates.length > 0 ? mating.matingDates : mating.date ? [mating.date] : [];
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <PairLine item={mating}>
        <Badge size="sm" variant="outline" color="gray" style={{ textTransform: 'none' }} data-testid="mating-status">
          {t(`breeding.status.${mating.status}`)}
        </Badge>
      </PairLine>
      <Text size="xs" c="dimmed" data-testid="mating-dates">
        {dates.length > 0 ? t('breeding.dates', { dates: dates.map(day).join(', ') }) : t('breeding.noDates')}
        {(mating.studAnswer === 'awaiting' || mating.studAnswer === 'declined') && (
          <>
            <Dot />
            {t(`breeding.stud.${mating.studAnswer}`)}
          </>
        )}
      </Text>
      <RecordedBy item={mating} kind="mating" />
      <Review item={mating} />
    </Stack>
  );
}
