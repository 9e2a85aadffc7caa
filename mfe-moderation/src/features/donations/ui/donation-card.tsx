import { Group, Stack, Text } from '@bc/shared/mantine';
import { Badge } from '@bc/shared/mantine/display';
import { useTranslation } from 'react-i18next';
import { formatDate, RouteLink, useLocale } from '@bc/shared';
import type { ModeratorDonation } from '@bc/shared/contracts';
import { ageText } from '../../../lib/age';
import { formatMoney } from './money';

const STATUS_COLORS: Record<ModeratorDonation['status'], string> = { pending: 'yellow', succeeded: 'green', canceled: 'gray', failed: 'red', refunded: 'grape' };

/** A donation: the amount, its status and provider, when; the donor's name, who gave it, and how the public list shows it. */
export function DonationCard({ donation, refundPending }: { donation: ModeratorDonation; refundPending: boolean }) {
  const { t } = useTranslation('moderation');
  const locale = useLocale();
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap" align="baseline">
        <Text fw={700} fz="lg" data-testid="donation-amount">
          {formatMoney(donation.amount, donation.currency, locale)}
        </Text>
        <Badge variant="light" color={STATUS_COLORS[donation.status]} data-testid="donation-status">
          {t(`donations.statuses.${donation.status}`)}
        </Badge>
        {refundPending && (
          <Badge variant="outline" color="grape" data-testid="donation-refund-pending">
            {t('donations.refundPending')}
          </Badge>
        )}
        <Text size="xs" c="dimmed">
          <span data-testid="donation-provider">{t(`donations.providers.${donation.provider}`)}</span>
          {' · '}
          <time dateTime={donation.createdAt} title={formatDate(donation.createdAt, locale, { dateStyle: 'medium', timeStyle: 'short' })}>
            {formatDate(donation.createdAt, locale, { dateStyle: 'medium' })} ({ageText(donation.createdAt, locale)})
          </time>
        </Text>
      </Group>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="donation-name">
          {donation.name || t('donations.noName')}
        </Text>
        {donation.member && (
          <Text size="xs" c="dimmed">
            {donation.member.nickname ? (
              <RouteLink to="u-nickname" params={{ nickname: donation.member.nickname }} size="xs" underline="always">
                {donation.member.nickname}
              </RouteLink>
            ) : (
              `#${donation.member.id}`
            )}
          </Text>
        )}
      </Group>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" data-testid="donation-shown-as">
          {donation.shownAs === null ? t('donations.notListed') : t('donations.shownAs', { name: donation.shownAs })}
        </Text>
        {donation.notShow && (
          <Badge size="sm" variant="light" color="gray" data-testid="donation-anonymous">
            {t('donations.anonymous')}
          </Badge>
        )}
        {donation.nameHidden && (
          <Badge size="sm" variant="light" color="orange" data-testid="donation-hidden">
            {t('donations.nameHidden')}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}
