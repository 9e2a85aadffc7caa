import { Button, Stack, Text } from '@bc/shared/mantine';
import { Skeleton } from '@bc/shared/mantine/display';
import { Select } from '@bc/shared/mantine/select';
import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalePath } from '@bc/shared';
import { useListUrl } from '@bc/shared/list';
import { ACCOUNT_REQUEST_STATUSES, type AccountRequestStatus, type ModerationAccountRequest } from '@bc/shared/contracts';
import { BulkReason, QueueFilters, QueueList } from '../../../ui/queue';
import { type ReasonDecision, ReasonForm } from '../../../ui/reason-form';
import { RefusalAlert } from '../../../ui/refusal-alert';
import {
  $approving, $busy, $decisionError, $handedOver, $rejectForm, type AccountRequestFilters, approveAsked, approveClosed, approveFx, lastReason, rejectFormClosed,
  rejectFormOpened, rejectFx, requests, undoFx,
} from '../model';
import { ApproveDialog } from './approve-dialog';
import { memberName, RequestCard } from './request-card';

const SORTS = ['oldest', 'newest'] as const;

function filtersFrom(params: URLSearchParams): AccountRequestFilters {
  const status = params.get('status');
  const sort = params.get('sort');
  return {
    status: status && (ACCOUNT_REQUEST_STATUSES as readonly string[]).includes(status) ? (status as AccountRequestStatus) : 'new',
    sort: sort === 'newest' ? 'newest' : 'oldest',
  };
}

function useDecisions() {
  const [ask, decide, reason, openForm] = useUnit([approveAsked, rejectFx, lastReason.$reason, rejectFormOpened]);
  return {
    approve(request: ModerationAccountRequest) {
      if (request.status === 'new') ask(request.id);
    },
    reject(request: ModerationAccountRequest, decision: ReasonDecision | null = reason && { reason }) {
      if (request.status !== 'new') return;
      if (!decision) return openForm(request.id);
      return decide({ id: request.id, ...decision }).catch(() => undefined);
    },
  };
}

function Decisions({ request }: { request: ModerationAccountRequest }) {
  const { t } = useTranslation('moderation');
  const [busy, handedOver, openForm, undo] = useUnit([$busy, $handedOver, rejectFormOpened, undoFx]);
  const { approve } = useDecisions();
  if (request.status !== 'new') {
    // A hand-over is not undone (the account's new holder may have set a password already).
    if (handedOver.has(request.id)) return null;
    return (
      <Button size="compact-md" variant="default" loading={busy === request.id} onClick={() => void undo(request.id).catch(() => undefined)} data-testid="account-request-undo">
        {t('accountRequests.undo')}
      </Button>
    );
  }
  return (
    <>
      <Button size="compact-md" loading={busy === request.id} onClick={() => approve(request)} data-testid="account-request-approve">
        {t('accountRequests.approve')}
      </Button>
      <Button size="compact-md" variant="light" color="red" onClick={() => openForm(request.id)} data-testid="account-request-reject">
        {t('accountRequests.reject')}
      </Button>
    </>
  );
}

/**
 * `/moder/account-requests`: members' requests to take over or be connected to an account (a breeder's, usually), the
 * oldest new first; approve (hand the account over, or move its dogs and kennel to the requester: the dialog says which
 * and asks to confirm), reject with a reason, undo a rejection or a move; one by one, in bulk or from the keyboard.
 */
export function AccountRequestsView() {
  const { t } = useTranslation('moderation');
  const path = useLocalePath();
  const navigate = useNavigate();
  const { filters, set, setPage } = useListUrl(filtersFrom, requests.shown);
  const [answer, error, form, busy, reason, approving, closeForm, closeApproval, approve, reject] = useUnit([
    requests.$answer, $decisionError, $rejectForm, $busy, lastReason.$reason, $approving, rejectFormClosed, approveClosed, approveFx, rejectFx,
  ]);
  const decisions = useDecisions();
  const idOf = useCallback((request: ModerationAccountRequest) => request.id, []);
  const asked = answer?.items.find((request) => request.id === approving) ?? null;
  const refusals = {
    decided: t('accountRequests.refusals.decided'), email_taken: t('accountRequests.refusals.email_taken'), no_requester: t('accountRequests.refusals.no_requester'),
  };
  return (
    <Stack gap="sm">
      <QueueFilters>
        <Select
          label={t('accountRequests.status')}
          data={ACCOUNT_REQUEST_STATUSES.map((value) => ({ value, label: t(`accountRequests.statuses.${value}`) }))}
          value={filters.status ?? 'new'}
          onChange={(status) => set({ status: status === 'new' ? null : status })}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
          comboboxProps={{ withinPortal: false }}
          data-testid="account-requests-status"
        />
        <Select
          label={t('accountRequests.order')}
          data={SORTS.map((value) => ({ value, label: t(`attachments.orders.${value}`) }))}
          value={filters.sort ?? 'oldest'}
          onChange={(sort) => set({ sort: sort === 'oldest' ? null : sort })}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
          comboboxProps={{ withinPortal: false }}
          data-testid="account-requests-sort"
        />
      </QueueFilters>
      {asked === null && <RefusalAlert error={error} own={refusals} testId="account-requests-error" />}
      <QueueList
        list={requests}
        onPage={setPage}
        idOf={idOf}
        nameOf={(request) => memberName(request.target)}
        rowProps={(request) => ({ 'data-testid': 'account-request', 'data-request': request.id, 'data-status': request.status })}
        actions={(request) => <Decisions request={request} />}
        stackActions
        below={(request) =>
          form === request.id && (
            <ReasonForm
              title={t('accountRequests.rejectTitle', { account: memberName(request.target) })}
              initial={reason}
              submitLabel={t('accountRequests.reject')}
              noteLabel={t('accountRequests.rejectNote')}
              busy={busy === request.id}
              onSubmit={(decision) => void decisions.reject(request, decision)}
              onCancel={() => closeForm()}
              testId="account-request-reject"
            />
          )
        }
        keys={{
          approve: decisions.approve,
          reject: (request) => void decisions.reject(request),
          open: (request) => {
            const nickname = (request.requester ?? request.target).nickname;
            if (nickname) void navigate(path('u-nickname', { nickname }));
          },
        }}
        keyLabels={{ approve: t('accountRequests.keys.approve'), reject: t('queue.keys.rejectRequest'), open: t('accountRequests.keys.open') }}
        bulk={(chosen, clear) => (
          <BulkReason
            items={chosen.filter((request) => request.status === 'new')}
            label={t('queue.bulkReject', { count: chosen.filter((request) => request.status === 'new').length })}
            submitLabel={t('accountRequests.reject')}
            noteLabel={t('accountRequests.rejectNote')}
            initial={reason}
            decide={(request, decision) => reject({ id: request.id, ...decision })}
            onDone={clear}
            testId="bulk-reject"
          />
        )}
        skeleton={<Skeleton h={160} />}
        empty={<Text c="dimmed">{t('accountRequests.empty')}</Text>}
        testId="account-requests"
      >
        {(request) => <RequestCard request={request} />}
      </QueueList>
      <ApproveDialog
        key={asked?.id ?? 'closed'}
        request={asked}
        busy={asked !== null && busy === asked.id}
        alert={<RefusalAlert error={error} own={refusals} testId="approve-error" />}
        onConfirm={(decision, note) => void approve({ id: asked!.id, decision, ...(note ? { note } : {}) }).catch(() => undefined)}
        onClose={() => closeApproval()}
      />
    </Stack>
  );
}
