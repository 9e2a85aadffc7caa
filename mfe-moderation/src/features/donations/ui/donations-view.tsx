import { Button, Stack, Text } from '@bc/shared/mantine';
import { Skeleton } from '@bc/shared/mantine/display';
import { Select } from '@bc/shared/mantine/select';
import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalePath } from '@bc/shared';
import type { ModeratorDonation } from '@bc/shared/contracts';
import { useListUrl } from '@bc/shared/list';
import { QueueFilters, QueueList, runEach } from '../../../ui/queue';
import { RefusalAlert } from '../../../ui/refusal-alert';
import { $busy, $decisionError, $refunding, $refundPending, type DonationFilters, donations, nameFx, refundAsked, refundClosed, refundFx } from '../model';
import { DonationCard } from './donation-card';
import { RefundDialog } from './refund-dialog';

const filtersFrom = (params: URLSearchParams): DonationFilters => (params.get('all') === '1' ? { all: 1 } : {});

function Decisions({ donation }: { donation: ModeratorDonation }) {
  const { t } = useTranslation('moderation');
  const [busy, setName, ask] = useUnit([$busy, nameFx, refundAsked]);
  const swallow = () => undefined;
  return (
    <>
      {donation.nameHidden ? (
        <Button size="compact-md" variant="light" loading={busy === donation.id} onClick={() => void setName({ id: donation.id, hidden: false }).catch(swallow)} data-testid="donation-show-name">
          {t('donations.showName')}
        </Button>
      ) : (
        <Button size="compact-md" variant="light" color="orange" loading={busy === donation.id} onClick={() => void setName({ id: donation.id, hidden: true }).catch(swallow)} data-testid="donation-hide-name">
          {t('donations.hideName')}
        </Button>
      )}
      {donation.status === 'succeeded' && (
        <Button size="compact-md" variant="light" color="red" onClick={() => ask(donation.id)} data-testid="donation-refund">
          {t('donations.refund')}
        </Button>
      )}
    </>
  );
}

/**
 * `/moder/donations`: donations, newest first (the paid ones, or every status), with the donor's name as the public
 * list shows it; hide a name from that list (and show it again), refund a paid donation through its provider.
 */
export function DonationsView() {
  const { t } = useTranslation('moderation');
  const path = useLocalePath();
  const navigate = useNavigate();
  const { filters, set, setPage } = useListUrl(filtersFrom, donations.shown);
  const [answer, error, busy, refunding, pending, setName, refund, closeRefund] = useUnit([
    donations.$answer, $decisionError, $busy, $refunding, $refundPending, nameFx, refundFx, refundClosed,
  ]);
  const idOf = useCallback((donation: ModeratorDonation) => donation.id, []);
  const asked = answer?.items.find((donation) => donation.id === refunding) ?? null;
  const swallow = () => undefined;
  const refusals = { not_refundable: t('donations.refusals.not_refundable'), other_provider: t('donations.refusals.other_provider') };
  return (
    <Stack gap="sm">
      <QueueFilters>
        <Select
          label={t('donations.status')}
          data={[{ value: 'paid', label: t('donations.paidOnly') }, { value: 'all', label: t('donations.allStatuses') }]}
          value={filters.all === 1 ? 'all' : 'paid'}
          onChange={(value) => set({ all: value === 'all' ? 1 : null })}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
          comboboxProps={{ withinPortal: false }}
          data-testid="donations-status"
        />
      </QueueFilters>
      {asked === null && <RefusalAlert error={error} own={refusals} testId="donations-error" />}
      <QueueList
        list={donations}
        onPage={setPage}
        idOf={idOf}
        nameOf={(donation) => donation.name || `#${donation.id}`}
        rowProps={(donation) => ({ 'data-testid': 'donation', 'data-donation': donation.id, 'data-status': donation.status, 'data-hidden': String(donation.nameHidden) })}
        actions={(donation) => <Decisions donation={donation} />}
        keys={{
          approve: (donation) => {
            if (donation.nameHidden) void setName({ id: donation.id, hidden: false }).catch(swallow);
          },
          reject: (donation) => {
            if (!donation.nameHidden) void setName({ id: donation.id, hidden: true }).catch(swallow);
          },
          open: (donation) => {
            if (donation.member?.nickname) void navigate(path('u-nickname', { nickname: donation.member.nickname }));
          },
        }}
        keyLabels={{ approve: t('donations.keys.approve'), reject: t('donations.keys.reject'), open: t('donations.keys.open') }}
        bulk={(chosen, clear) => {
          const shown = chosen.filter((donation) => !donation.nameHidden);
          return (
            shown.length > 0 && (
              <Button
                size="compact-md"
                variant="light"
                color="orange"
                onClick={() => void runEach(shown, (donation) => setName({ id: donation.id, hidden: true })).then(clear)}
                data-testid="bulk-hide-names"
              >
                {t('donations.bulkHide', { count: shown.length })}
              </Button>
            )
          );
        }}
        skeleton={<Skeleton h={120} />}
        empty={<Text c="dimmed">{t('donations.empty')}</Text>}
        testId="donations"
      >
        {(donation) => <DonationCard donation={donation} refundPending={pending.has(donation.id)} />}
      </QueueList>
      <RefundDialog
        key={asked?.id ?? 'closed'}
        donation={asked}
        busy={asked !== null && busy === asked.id}
        alert={<RefusalAlert error={error} own={refusals} testId="refund-error" />}
        onConfirm={(reason, note) => void refund({ id: asked!.id, orderId: asked!.orderId, reason, note }).catch(swallow)}
        onClose={() => closeRefund()}
      />
    </Stack>
  );
}
