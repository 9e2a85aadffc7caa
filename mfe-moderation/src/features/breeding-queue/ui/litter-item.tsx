import { Group, rem, Stack, Text } from '@bc/shared/mantine';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '@bc/shared';
import { PetPhoto } from '@bc/shared/pets';
import type { ModerationLitter } from '@bc/shared/contracts';
import { Dot, pairOf, PairLine, RecordedBy, Review, useDay } from './facts';

/** The breeder: a member (to the members' page) or a plain kennel name. */
function Breeder({ litter }: { litter: ModerationLitter }) {
  const { t } = useTranslation('moderation');
  if (litter.breeder) {
    return (
      <RouteLink to="moder-users" query={{ q: litter.breeder.nickname ?? '' }} size="xs" underline="always">
        {litter.breeder.nickname ?? `#${litter.breeder.id}`}
      </RouteLink>
    );
  }
  return <>{litter.breederName ?? t('breeding.noBreeder')}</>;
}

/** A litter in the queue: its main photo, the pair, the birth, the breeder, the puppies, who recorded it, the COI and flags. */
export function LitterItem({ litter }: { litter: ModerationLitter }) {
  const { t } = useTranslation('moderation');
  const day = useDay();
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <div style={{ flex: '0 0 auto', width: rem(56) }}>
        <PetPhoto src={litter.photo} name={pairOf(litter)} width={56} height={56} radius="sm" />
      </div>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <PairLine item={litter} />
        <Text size="xs" c="dimmed" data-testid="litter-facts">
          {litter.birthDate ? t('common:announcements.born', { date: day(litter.birthDate) }) : t('breeding.noBirth')}
          <Dot />
          {t('breeding.breeder')} <Breeder litter={litter} />
          <Dot />
          {t('breeding.puppies', { born: litter.puppies, alive: litter.alive })}
          <Dot />
          {t('breeding.available', { n: litter.available })}
        </Text>
        <RecordedBy item={litter} kind="litter" />
        <Review item={litter} />
      </Stack>
    </Group>
  );
}
