import { Anchor, Button, Group, Paper, Stack, Text } from '@bc/shared/mantine';
import { Badge, Skeleton } from '@bc/shared/mantine/display';
import { Select } from '@bc/shared/mantine/select';
import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate, RouteLink, Section, useLocale, useLocalePath } from '@bc/shared';
import { useListUrl } from '@bc/shared/list';
import { MODERATION_ACTIONS, MODERATION_RECORDS, type ModerationAction, type ModerationActionKind, type ModerationRecordKind, reasonText } from '@bc/shared/contracts';
import { QueueFilters, QueueList } from '../../../ui/queue';
import { RefusalAlert } from '../../../ui/refusal-alert';
import { $confirming, $undoError, $undoing, type ActionFilters, actions, undoAsked, undoCancelled, undoClicked } from '../model';

const positive = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

function filtersFrom(params: URLSearchParams): ActionFilters {
  const action = params.get('action');
  const recordKind = params.get('recordKind');
  const recordId = positive(params.get('recordId'));
  return {
    ...(action && (MODERATION_ACTIONS as readonly string[]).includes(action) ? { action: action as ModerationActionKind } : {}),
    ...(positive(params.get('moderatorId')) ? { moderatorId: positive(params.get('moderatorId')) } : {}),
    ...(recordKind && (MODERATION_RECORDS as readonly string[]).includes(recordKind) && recordId
      ? { recordKind: recordKind as ModerationRecordKind, recordId }
      : {}),
  };
}

/** The page of an entry's record (`o`): a dog's, a mating's, a member on the members' page; null for a record without one. */
function useRecordPath() {
  const path = useLocalePath();
  return useCallback(
    (entry: ModerationAction): string | null => {
      if (entry.recordKind === 'pet') return path('pets-id', { id: entry.recordId });
      if (entry.recordKind === 'mating') return path('m-id', { id: entry.recordId });
      if (entry.recordKind === 'user' && entry.recordName) return path('moder-users', {}, { q: entry.recordName });
      return null;
    },
    [path],
  );
}

/**
 * The record an entry is about: a dog to its page, a mating to its page, a member to the members' page searched by
 * nickname; an account request, a litter or an order by its name.
 */
function RecordLink({ entry }: { entry: ModerationAction }) {
  const { t } = useTranslation('moderation');
  const name = entry.recordName ?? `#${entry.recordId}`;
  if (entry.recordKind === 'pet' || entry.recordKind === 'mating') {
    return (
      <RouteLink to={entry.recordKind === 'pet' ? 'pets-id' : 'm-id'} params={{ id: entry.recordId }} data-testid="log-record">
        {name}
      </RouteLink>
    );
  }
  if (entry.recordKind !== 'user') {
    return (
      <Text span data-testid="log-record">
        {t(`log.records.${entry.recordKind}`, { name })}
      </Text>
    );
  }
  return entry.recordName ? (
    <RouteLink to="moder-users" query={{ q: entry.recordName }} data-testid="log-record">
      {name}
    </RouteLink>
  ) : (
    <Text span>{t('log.deletedMember')}</Text>
  );
}

/** What the entry did, to which record, why, who and when, with its filters (the moderator, the record's history). */
function Entry({ entry, onFilter }: { entry: ModerationAction; onFilter(changes: Record<string, string | number | null>): void }) {
  const { t } = useTranslation('moderation');
  const locale = useLocale();
  return (
    <Stack gap={4} data-testid="log-entry" data-action={entry.action}>
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" color={entry.action === 'ban' || entry.action.startsWith('hide-') ? 'red' : 'gray'} style={{ textTransform: 'none' }}>
          {t(`actions.${entry.action}`)}
        </Badge>
        <RecordLink entry={entry} />
        {entry.undoneBy !== null && (
          <Badge variant="outline" color="gray" style={{ textTransform: 'none' }}>
            {t('log.undone')}
          </Badge>
        )}
      </Group>
      {entry.reason && <Text size="sm">{t('log.reason', { reason: reasonText(entry.reason, locale) })}</Text>}
      {entry.note && <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>{entry.note}</Text>}
      <Text size="xs" c="dimmed">
        {formatDate(entry.createdAt, locale, { dateStyle: 'medium', timeStyle: 'short' })}
        {' · '}
        {entry.moderator ? (
          <Anchor size="xs" component="button" type="button" onClick={() => onFilter({ moderatorId: entry.moderator!.id })}>
            {entry.moderator.nickname ?? `#${entry.moderator.id}`}
          </Anchor>
        ) : (
          t('log.noModerator')
        )}
        {' · '}
        <Anchor size="xs" component="button" type="button" onClick={() => onFilter({ recordKind: entry.recordKind, recordId: entry.recordId })} data-testid="log-history">
          {t('log.history')}
        </Anchor>
      </Text>
    </Stack>
  );
}

/** The undo's confirmation, under its entry. */
function UndoConfirm({ entry }: { entry: ModerationAction }) {
  const { t } = useTranslation('moderation');
  const [undoing, undo, cancel] = useUnit([$undoing, undoClicked, undoCancelled]);
  return (
    <Paper withBorder p="sm" role="group" aria-label={t('auditLog.undoConfirm')} data-testid="log-undo-form">
      <Stack gap="xs">
        <Text size="sm">{t('auditLog.undoConfirm')}</Text>
        <Group gap="sm">
          <Button color="red" loading={undoing === entry.id} onClick={() => undo(entry.id)} data-testid="log-undo-confirm">
            {t('auditLog.undoYes')}
          </Button>
          <Button variant="default" onClick={() => cancel()}>
            {t('ban.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The audit log on the queue scaffold: every decision, newest first, filtered by action, moderator and record (all
 * in the URL), paged; j/k move, o opens the record; undo is a button that asks for a confirmation.
 */
export function AuditLogView() {
  const { t } = useTranslation('moderation');
  const navigate = useNavigate();
  const recordPath = useRecordPath();
  const { filters, set, setPage } = useListUrl(filtersFrom, actions.shown);
  const [undoError, confirming, ask] = useUnit([$undoError, $confirming, undoAsked]);
  const filtered = filters.moderatorId !== undefined || filters.recordId !== undefined;
  const idOf = useCallback((entry: ModerationAction) => entry.id, []);
  return (
    <Section title={t('log.title')}>
      <Stack gap="sm">
        <QueueFilters
          extra={
            filtered && (
              <Button variant="subtle" onClick={() => set({ moderatorId: null, recordKind: null, recordId: null })} data-testid="log-clear">
                {t('log.clear')}
              </Button>
            )
          }
        >
          <Select
            label={t('log.action')}
            placeholder={t('log.anyAction')}
            data={MODERATION_ACTIONS.map((action) => ({ value: action, label: t(`actions.${action}`) }))}
            value={filters.action ?? null}
            onChange={(action) => set({ action })}
            clearable
            w={{ base: '100%', xs: 240 }}
            comboboxProps={{ withinPortal: false }}
            data-testid="log-action"
          />
        </QueueFilters>
        <RefusalAlert error={undoError} testId="log-undo-error" />
        <QueueList
          list={actions}
          onPage={setPage}
          idOf={idOf}
          nameOf={(entry) => entry.recordName ?? `#${entry.recordId}`}
          selectable={false}
          rowProps={(entry) => ({ 'data-entry': entry.id })}
          actions={(entry) =>
            entry.undoable && (
              <Button size="compact-md" variant="default" onClick={() => ask(entry.id)} data-testid="log-undo">
                {t('log.undo')}
              </Button>
            )
          }
          below={(entry) => confirming === entry.id && <UndoConfirm entry={entry} />}
          keys={{
            open: (entry) => {
              const to = recordPath(entry);
              if (to) void navigate(to);
            },
          }}
          keyLabels={{ approve: null, reject: null, select: null, open: t('auditLog.openRecord') }}
          skeleton={<Skeleton h={160} />}
          empty={<Text c="dimmed">{t('log.empty')}</Text>}
          testId="moder-log"
        >
          {(entry) => <Entry entry={entry} onFilter={set} />}
        </QueueList>
      </Stack>
    </Section>
  );
}
