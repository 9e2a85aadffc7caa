import { Anchor, Button, Group, Paper, Stack, Text } from '@bc/shared/mantine';
import { Badge, Skeleton } from '@bc/shared/mantine/display';
import { Select } from '@bc/shared/mantine/select';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { formatDate, RouteLink, Section, useLocale } from '@bc/shared';
import { PagedResults, useListUrl } from '@bc/shared/list';
import { MODERATION_ACTIONS, MODERATION_RECORDS, type ModerationAction, type ModerationActionKind, type ModerationRecordKind, reasonText } from '@bc/shared/contracts';
import { RefusalAlert } from '../../../ui/refusal-alert';
import { $undoError, $undoing, type ActionFilters, actions, undoClicked } from '../model';

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

function Entry({ entry, onFilter }: { entry: ModerationAction; onFilter(changes: Record<string, string | number | null>): void }) {
  const { t } = useTranslation('moderation');
  const locale = useLocale();
  const [undoing, undo] = useUnit([$undoing, undoClicked]);
  return (
    <Paper component="li" withBorder p="sm" data-testid="log-entry" data-action={entry.action}>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color={entry.action === 'ban' || entry.action === 'hide-pet' ? 'red' : 'gray'}>
            {t(`actions.${entry.action}`)}
          </Badge>
          <RecordLink entry={entry} />
          {entry.undoneBy !== null && (
            <Badge variant="outline" color="gray">
              {t('log.undone')}
            </Badge>
          )}
        </Group>
        {entry.reason && <Text size="sm">{t('log.reason', { reason: reasonText(entry.reason, locale) })}</Text>}
        {entry.note && <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>{entry.note}</Text>}
        <Group gap="xs" justify="space-between" wrap="wrap">
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
            <Anchor size="xs" component="button" type="button" onClick={() => onFilter({ recordKind: entry.recordKind, recordId: entry.recordId })}>
              {t('log.history')}
            </Anchor>
          </Text>
          {entry.undoable && (
            <Button size="compact-sm" variant="default" loading={undoing === entry.id} onClick={() => undo(entry.id)} data-testid="log-undo">
              {t('log.undo')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The audit log: every decision, newest first, filtered by action, moderator and record (all in the URL), with undo. */
export function AuditLogView() {
  const { t } = useTranslation('moderation');
  const { filters, set, setPage } = useListUrl(filtersFrom, actions.shown);
  const undoError = useUnit($undoError);
  const filtered = filters.moderatorId !== undefined || filters.recordId !== undefined;
  return (
    <Section title={t('log.title')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('log.action')}
          placeholder={t('log.anyAction')}
          data={MODERATION_ACTIONS.map((action) => ({ value: action, label: t(`actions.${action}`) }))}
          value={filters.action ?? null}
          onChange={(action) => set({ action })}
          clearable
          w={220}
          comboboxProps={{ withinPortal: false }}
          data-testid="log-action"
        />
        {filtered && (
          <Button variant="subtle" onClick={() => set({ moderatorId: null, recordKind: null, recordId: null })} data-testid="log-clear">
            {t('log.clear')}
          </Button>
        )}
      </Group>
      <RefusalAlert error={undoError} testId="log-undo-error" />
      <PagedResults
        list={actions}
        onPage={setPage}
        skeleton={<Skeleton h={160} />}
        empty={<Text c="dimmed">{t('log.empty')}</Text>}
        testId="moder-log"
      >
        {(page) => (
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {page.items.map((entry) => (
              <Entry key={entry.id} entry={entry} onFilter={set} />
            ))}
          </Stack>
        )}
      </PagedResults>
    </Section>
  );
}
