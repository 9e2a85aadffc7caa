import { SimpleGrid, Stack, Text } from '@bc/shared/mantine';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@bc/shared';
import type { MatingDetail } from '@bc/shared/contracts';
import { dayText } from '../lib/format';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2} data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

/** The mating dates, the expected whelping (63 days, 58–68), the birth and go-home dates, and the listing's end. */
export function MatingDates({ mating }: { mating: Pick<MatingDetail, 'dates' | 'litter' | 'status'> }) {
  const { t } = useTranslation('matings');
  const locale = useLocale();
  const { dates, litter } = mating;
  const day = (date: string) => dayText(date, locale);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <Fact label={t('matings.dates.mating')} testId="mating-dates">
        {dates.matingDates.map(day).join(', ')}
      </Fact>
      {litter ? (
        <Fact label={t('matings.dates.born')} testId="mating-born">
          {day(litter.birthDate)}
        </Fact>
      ) : (
        dates.expectedWhelping && (
          <Fact label={t('matings.dates.expected')} testId="mating-expected">
            {day(dates.expectedWhelping)}
            {dates.whelpingFrom && dates.whelpingTo && (
              <Text span size="xs" c="dimmed" display="block">
                {t('matings.dates.range', { from: day(dates.whelpingFrom), to: day(dates.whelpingTo) })}
              </Text>
            )}
          </Fact>
        )
      )}
      {dates.goHome && (
        <Fact label={t('matings.dates.goHome')} testId="mating-go-home">
          {day(dates.goHome)}
        </Fact>
      )}
      {dates.listedUntil && (
        <Fact label={dates.expired ? t('matings.dates.expired') : t('matings.dates.listedUntil')} testId="mating-listed-until">
          {day(dates.listedUntil)}
        </Fact>
      )}
    </SimpleGrid>
  );
}
