import { Button, Stack, Text } from '@bc/shared/mantine';
import { Skeleton } from '@bc/shared/mantine/display';
import { Select } from '@bc/shared/mantine/select';
import { useUnit } from 'effector-react';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalePath } from '@bc/shared';
import { useListUrl } from '@bc/shared/list';
import {
  ATTACHMENT_REQUEST_ORDERS, ATTACHMENT_REQUEST_STATUSES, ATTACHMENT_REQUEST_TYPES, type AttachmentRequestItem, type AttachmentRequestOrder,
  type AttachmentRequestStatus, type AttachmentRequestType,
} from '@bc/shared/contracts';
import { BulkReason, QueueFilters, QueueList, runEach } from '../../../ui/queue';
import { type ReasonDecision, ReasonForm } from '../../../ui/reason-form';
import { $busy, $decisionError, $dogs, $rejectForm, decideFx, lastReason, rejectFormClosed, rejectFormOpened, type RequestFilters, requests } from '../model';
import { RefusalAlert } from '../../../ui/refusal-alert';
import { RequestCard } from './request-card';

/** `?status=` absent is the new requests (the queue); `all` is every status. */
const ALL = 'all';

function filtersFrom(params: URLSearchParams): RequestFilters {
  const type = params.get('type');
  const status = params.get('status') ?? 'new';
  const order = params.get('order');
  return {
    ...(type && (ATTACHMENT_REQUEST_TYPES as readonly string[]).includes(type) ? { type: type as AttachmentRequestType } : {}),
    ...((ATTACHMENT_REQUEST_STATUSES as readonly string[]).includes(status) ? { status: status as AttachmentRequestStatus } : {}),
    order: order && (ATTACHMENT_REQUEST_ORDERS as readonly string[]).includes(order) ? (order as AttachmentRequestOrder) : 'oldest',
  };
}

/** The dog's editor showing a correction request above the form, where the moderator marks it approved. */
const useCorrectionPath = () => {
  const path = useLocalePath();
  return (request: AttachmentRequestItem) => path('pets-edit-id', { id: request.petId }, { correction: request.id });
};

/**
 * Approving a correction opens the dog's editor with the request in a new tab (at the click: a later popup would be
 * blocked); the request is approved there, once the dog is corrected.
 */
function useDecisions() {
  const editor = useCorrectionPath();
  const [decide, reason, openForm] = useUnit([decideFx, lastReason.$reason, rejectFormOpened]);
  const swallow = () => undefined;
  return {
    approve(request: AttachmentRequestItem) {
      if (request.status !== 'new') return;
      if (request.type === 'correction') return void window.open(editor(request), '_blank', 'noopener');
      return decide({ id: request.id, action: 'approve' }).catch(swallow);
    },
    reject(request: AttachmentRequestItem, decision: ReasonDecision | null = reason && { reason }) {
      if (request.status !== 'new') return;
      if (!decision) return openForm(request.id);
      return decide({ id: request.id, action: 'reject', ...decision }).catch(swallow);
    },
  };
}

function Decisions({ request }: { request: AttachmentRequestItem }) {
  const { t } = useTranslation('moderation');
  const [busy, openForm] = useUnit([$busy, rejectFormOpened]);
  const { approve } = useDecisions();
  const editor = useCorrectionPath();
  return (
    <>
      {request.status === 'new' && (
        <>
          <Button size="compact-md" loading={busy === request.id} onClick={() => void approve(request)} data-testid="request-approve">
            {request.type === 'correction' ? t('attachments.approveCorrection') : t('attachments.approve')}
          </Button>
          <Button size="compact-md" variant="light" color="red" onClick={() => openForm(request.id)} data-testid="request-reject">
            {t('attachments.reject')}
          </Button>
        </>
      )}
      {request.type === 'correction' && (
        <Button size="compact-md" variant="default" component="a" href={editor(request)} target="_blank" rel="noopener" data-testid="request-edit">
          {t('attachments.editDog')}
        </Button>
      )}
    </>
  );
}

/** Approving or rejecting the selected new requests (rejecting with one reason). */
function BulkDecisions({ chosen, clear }: { chosen: AttachmentRequestItem[]; clear(): void }) {
  const { t } = useTranslation('moderation');
  const [decide, reason] = useUnit([decideFx, lastReason.$reason]);
  const open = chosen.filter((request) => request.status === 'new');
  // A correction is approved after its edit, one by one: the bulk approval takes documents and photos.
  const files = open.filter((request) => request.type !== 'correction');
  return (
    <>
      {files.length > 0 && (
        <Button
          size="compact-md"
          variant="light"
          onClick={() => void runEach(files, (request) => decide({ id: request.id, action: 'approve' })).then(clear)}
          data-testid="bulk-approve"
        >
          {t('queue.bulkApprove', { count: files.length })}
        </Button>
      )}
      <BulkReason
        items={open}
        label={t('queue.bulkReject', { count: open.length })}
        submitLabel={t('attachments.reject')}
        noteLabel={t('attachments.note')}
        initial={reason}
        decide={(request, decision) => decide({ id: request.id, action: 'reject', ...decision })}
        onDone={clear}
        testId="bulk-reject"
      />
    </>
  );
}

/**
 * `/moder/attachments`: members' corrections, documents and photos offered for dogs, the oldest new first, each beside
 * the dog's current data; approve (the file is attached; a correction opens the dog's editor) or reject with a reason,
 * one by one, in bulk or from the keyboard.
 */
export function AttachmentsView() {
  const { t } = useTranslation('moderation');
  const path = useLocalePath();
  const navigate = useNavigate();
  const { filters, set, setPage } = useListUrl(filtersFrom, requests.shown);
  const [error, dogs, form, busy, reason, closed, reread] = useUnit([$decisionError, $dogs, $rejectForm, $busy, lastReason.$reason, rejectFormClosed, requests.retried]);
  const decisions = useDecisions();
  // Back from the dog's editor in its tab (a correction approved there): the page's requests are read again.
  useEffect(() => {
    const shown = () => {
      if (document.visibilityState === 'visible') reread();
    };
    document.addEventListener('visibilitychange', shown);
    return () => document.removeEventListener('visibilitychange', shown);
  }, [reread]);
  const idOf = useCallback((request: AttachmentRequestItem) => request.id, []);
  return (
    <Stack gap="sm">
      <QueueFilters>
        <Select
          label={t('attachments.type')}
          placeholder={t('attachments.anyType')}
          data={ATTACHMENT_REQUEST_TYPES.map((value) => ({ value, label: t(`attachments.types.${value}`) }))}
          value={filters.type ?? null}
          onChange={(type) => set({ type })}
          clearable
          w={{ base: '100%', xs: 200 }}
          comboboxProps={{ withinPortal: false }}
          data-testid="requests-type"
        />
        <Select
          label={t('attachments.status')}
          data={[...ATTACHMENT_REQUEST_STATUSES.map((value) => ({ value, label: t(`attachments.statuses.${value}`) })), { value: ALL, label: t('attachments.anyStatus') }]}
          value={filters.status ?? ALL}
          onChange={(status) => set({ status: status === 'new' ? null : status })}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
          comboboxProps={{ withinPortal: false }}
          data-testid="requests-status"
        />
        <Select
          label={t('attachments.order')}
          data={ATTACHMENT_REQUEST_ORDERS.map((value) => ({ value, label: t(`attachments.orders.${value}`) }))}
          value={filters.order ?? 'oldest'}
          onChange={(order) => set({ order: order === 'oldest' ? null : order })}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
          comboboxProps={{ withinPortal: false }}
          data-testid="requests-order"
        />
      </QueueFilters>
      <RefusalAlert error={error} testId="requests-error" />
      <QueueList
        list={requests}
        onPage={setPage}
        idOf={idOf}
        nameOf={(request) => dogs[request.petId]?.registeredName ?? request.pet?.registeredName ?? `#${request.petId}`}
        rowProps={(request) => ({ 'data-testid': 'request', 'data-request': request.id, 'data-status': request.status })}
        actions={(request) => <Decisions request={request} />}
        stackActions
        below={(request) =>
          form === request.id && (
            <ReasonForm
              title={t('attachments.rejectTitle', { name: request.pet?.registeredName ?? `#${request.petId}` })}
              initial={reason}
              submitLabel={t('attachments.reject')}
              noteLabel={t('attachments.note')}
              busy={busy === request.id}
              onSubmit={(decision) => void decisions.reject(request, decision)}
              onCancel={() => closed()}
              testId="reject"
            />
          )
        }
        keys={{
          approve: (request) => void decisions.approve(request),
          reject: (request) => void decisions.reject(request),
          open: (request) => void navigate(path('pets-id', { id: request.petId })),
        }}
        keyLabels={{ approve: t('queue.keys.approveRequest'), reject: t('queue.keys.rejectRequest'), open: t('queue.keys.openDog') }}
        bulk={(chosen, clear) => <BulkDecisions chosen={chosen} clear={clear} />}
        skeleton={<Skeleton h={200} />}
        empty={<Text c="dimmed">{t('attachments.empty')}</Text>}
        testId="requests"
      >
        {(request) => <RequestCard request={request} dog={dogs[request.petId]} />}
      </QueueList>
    </Stack>
  );
}
