import { Group, Paper, Stack, Text } from '@bc/shared/mantine';
import { Badge } from '@bc/shared/mantine/display';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnnouncementItem } from '../../contracts/matings/lists';
import { imageSizeUrl } from '../../contracts/files/images';
import { formatNumber, RouteLink, useLocale } from '@bc/shared';
import { dateText } from '../lib/dates';
import { PetPhoto } from './pet-photo';

/**
 * A mating or a litter in a compact list (the home page, a member's profile): the pair linked to their pages, what it
 * is and when, the puppies available, the puppies' COI, the breeder, and a link to the mating's page; a litter's main
 * photo beside it when it has one.
 */
export const AnnouncementRow = memo(function AnnouncementRow({ item, showOwner = true }: { item: AnnouncementItem; showOwner?: boolean }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const date = (iso: string | null) => dateText(iso, 'day', locale);
  const when =
    item.kind === 'litter'
      ? t('announcements.born', { date: date(item.date) })
      : item.kind === 'planned'
        ? item.date ? t('announcements.plannedFor', { date: date(item.date) }) : t('announcements.plannedUndated')
        : t('announcements.mated', { date: date(item.date), expected: date(item.expectedWhelping) });
  const dog = (pet: AnnouncementItem['dam']) =>
    pet ? (
      <RouteLink to="pets-id" params={{ id: pet.id }} fw={600}>
        {pet.registeredName}
      </RouteLink>
    ) : (
      <Text span c="dimmed">
        {t('announcements.unknownDog')}
      </Text>
    );
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="announcement" data-kind={item.kind} data-mating-id={item.matingId ?? undefined} data-litter-id={item.litterId ?? undefined}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
      {item.photo && (
        <div style={{ width: 'var(--announcement-photo, 5rem)', flexShrink: 0 }} data-testid="announcement-photo">
          <PetPhoto src={imageSizeUrl(item.photo, 'small')} name={item.dam?.registeredName ?? t('announcements.kind.litter')} width={160} height={120} radius="sm" />
        </div>
      )}
      <Stack gap={4} miw={0} style={{ flex: 1 }}>
        <Group gap={6} wrap="nowrap" align="flex-start" justify="space-between">
          <Text lineClamp={2} miw={0}>
            {dog(item.dam)}
            {' × '}
            {dog(item.sire)}
          </Text>
          <Badge variant="light" color={item.kind === 'litter' ? 'teal' : item.kind === 'planned' ? 'blue' : 'grape'} style={{ flexShrink: 0 }}>
            {t(`announcements.kind.${item.kind}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {when}
        </Text>
        <Group gap="xs">
          {item.counts && item.counts.available > 0 && (
            <Badge color="teal" variant="outline" data-testid="announcement-available">
              {t('announcements.available', { count: item.counts.available })}
            </Badge>
          )}
          {item.coi !== null && (
            <Text size="xs" c="dimmed">
              {t('announcements.coi', { value: formatNumber(item.coi, locale, { style: 'percent', maximumFractionDigits: 2 }) })}
            </Text>
          )}
          {showOwner && item.owner?.nickname && (
            <Text size="xs" c="dimmed">
              {t('announcements.by')}{' '}
              <RouteLink to="u-nickname" params={{ nickname: item.owner.nickname }} size="xs">
                {item.owner.name ?? item.owner.nickname}
              </RouteLink>
            </Text>
          )}
        </Group>
        {item.announcement && (
          <Text size="sm" lineClamp={2}>
            {item.announcement}
          </Text>
        )}
        {item.matingId !== null && (
          <Text size="sm">
            <RouteLink to="m-id" params={{ id: item.matingId }} data-testid="announcement-link">
              {t('announcements.details')}
            </RouteLink>
          </Text>
        )}
      </Stack>
      </Group>
    </Paper>
  );
});
