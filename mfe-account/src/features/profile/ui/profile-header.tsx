import { Avatar, Button, Group, Paper, Stack, Text } from '@bc/shared/mantine';
import { Badge } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $countries, $session, formatDate, initialsOf, openModal, useLocale } from '@bc/shared';
import type { PublicProfile } from '@bc/shared/contracts';
import { countryName } from '../../../lib/countries';
import { RouteButton } from '../../../ui/route-button';
import classes from './profile-header.module.css';

/** Avatar, names, kennel, place, membership, and what the viewer may do with the profile. */
export function ProfileHeader({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const [session, countries] = useUnit([$session, $countries]);
  const isOwner = session?.id === profile.id;
  const name = profile.displayName?.trim() || profile.nickname;
  const place = [countryName(countries, profile.country, locale), profile.city?.trim()].filter(Boolean).join(', ');
  const kennelName = profile.kennelName?.trim();
  const prefix = profile.kennelPrefix?.trim();
  const kennel = [kennelName, prefix && prefix !== kennelName ? prefix : null].filter(Boolean).join(' · ');

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} className={classes.root} data-testid="profile-header">
      <Avatar
        src={profile.avatar ?? undefined}
        alt={t('profile.avatarAlt', { name })}
        size={96}
        radius="50%"
        color="primary"
        className={classes.avatar}
      >
        {initialsOf(name)}
      </Avatar>
      <Stack gap={6} className={classes.info}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} className={classes.name}>
            @{profile.nickname}
          </Text>
          {profile.isModerator && (
            <Badge variant="light" color="blue">
              {t('profile.moderator')}
            </Badge>
          )}
          {profile.isPremium && (
            <Badge variant="light" color="yellow">
              {t('profile.premium')}
            </Badge>
          )}
        </Group>
        {kennel && (
          <Text data-testid="profile-kennel">
            <Text span c="dimmed">
              {t('profile.kennel')}:
            </Text>{' '}
            <Text span fw={600}>
              {kennel}
            </Text>
          </Text>
        )}
        {place && <Text size="sm">{place}</Text>}
        <Text size="sm" c="dimmed">
          {t('profile.memberSince', { date: formatDate(profile.createdAt, locale, { dateStyle: 'long' }) })}
        </Text>
      </Stack>
      <Group gap="sm" className={classes.actions}>
        {isOwner && (
          <RouteButton to="u-edit" variant="light" data-testid="profile-edit">
            {t('profile.edit')}
          </RouteButton>
        )}
        {!isOwner && session?.isModerator && (
          <RouteButton to="u-edit-nickname" params={{ nickname: profile.nickname }} variant="light" data-testid="profile-edit">
            {t('profile.edit')}
          </RouteButton>
        )}
        {!isOwner && (
          <Button
            variant="default"
            onClick={() => openModal('account-request', { userId: profile.id, nickname: profile.nickname })}
            data-testid="profile-claim"
          >
            {t('profile.claim')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
