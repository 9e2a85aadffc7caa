import { Anchor, Group, Text } from '@bc/shared/mantine';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatNumber, RouteLink, useLocale, useLocalePath } from '@bc/shared';
import { StatusBadge } from '@bc/shared/pets';
import type { ModerationLitter, ModerationMating } from '@bc/shared/contracts';
import { BreedingFlags } from './breeding-flags';

type Parent = ModerationMating['dam'];

/** A calendar date in the page's language (a date without a time: read as UTC, shown as the same day everywhere). */
export function useDay() {
  const locale = useLocale();
  return (day: string | null) => (day ? formatDate(day, locale, { dateStyle: 'medium', timeZone: 'UTC' }) : '');
}

/** "Sire" or "Dam" and the parent's registered name linked to its page (or "not recorded"), wrapping as one text (with the "×" after the sire, never alone on a line). */
function Parent({ parent, role, after }: { parent: Parent; role: 'dam' | 'sire'; after?: string }) {
  const { t } = useTranslation('moderation');
  const path = useLocalePath();
  return (
    <Text span style={{ overflowWrap: 'anywhere' }}>
      <Text span size="xs" c="dimmed">{t(`breeding.${role}`)}</Text>{' '}
      {parent ? (
        <Anchor component={Link} to={path('pets-id', { id: parent.id })} fw={600} data-testid={`breeding-${role}`}>
          {parent.registeredName}
        </Anchor>
      ) : (
        <Text span c="dimmed">{t(`breeding.no.${role}`)}</Text>
      )}
      {after && <Text span aria-hidden>{after}</Text>}
    </Text>
  );
}

/** The sire × the dam (as the mails and the log name them), the publication status and what the row adds (the mating's status). */
export function PairLine({ item, children }: { item: ModerationMating | ModerationLitter; children?: ReactNode }) {
  return (
    <Group gap={6} wrap="wrap" align="baseline">
      <Parent parent={item.sire} role="sire" after=" ×" />
      <Parent parent={item.dam} role="dam" />
      <StatusBadge status={item.publishStatus} showPublished />
      {children}
    </Group>
  );
}

/** An announcement's name in the forms and checkboxes: "sire × dam". */
export const pairOf = (item: { sire: Parent; dam: Parent }) => `${item.sire?.registeredName ?? '?'} × ${item.dam?.registeredName ?? '?'}`;

/** The facts line's separator. */
export const Dot = () => <Text span aria-hidden>{' · '}</Text>;

/** Who recorded it (a link to the members' page), when it changed, its history in the log. */
export function RecordedBy({ item, kind }: { item: ModerationMating | ModerationLitter; kind: 'mating' | 'litter' }) {
  const { t } = useTranslation('moderation');
  const locale = useLocale();
  return (
    <Text size="xs" c="dimmed">
      {t('breeding.owner')}{' '}
      {item.createdBy ? (
        <RouteLink to="moder-users" query={{ q: item.createdBy.nickname ?? '' }} size="xs" underline="always" data-testid="breeding-owner">
          {item.createdBy.nickname ?? `#${item.createdBy.id}`}
        </RouteLink>
      ) : (
        t('log.deletedMember')
      )}
      <Dot />
      {t('pets.changed', { date: formatDate(item.updatedAt, locale, { dateStyle: 'medium', timeStyle: 'short' }) })}
      <Dot />
      <RouteLink to="moder" query={{ recordKind: kind, recordId: item.id }} size="xs" underline="always">
        {t('log.history')}
      </RouteLink>
    </Text>
  );
}

/** The puppies' COI, the listing's end, the flags and a hidden announcement's reason. */
export function Review({ item }: { item: ModerationMating | ModerationLitter }) {
  const { t } = useTranslation('moderation');
  const locale = useLocale();
  const day = useDay();
  return (
    <>
      <Text size="sm" data-testid="breeding-coi">
        {item.coi === null
          ? t('breeding.noCoi')
          : t('common:announcements.coi', { value: formatNumber(item.coi, locale, { style: 'percent', maximumFractionDigits: 2 }) })}
        {item.listedUntil && (
          <>
            <Dot />
            {t('breeding.listedUntil', { date: day(item.listedUntil) })}
          </>
        )}
      </Text>
      <BreedingFlags flags={item.flags} />
      {item.hiddenReason && item.publishStatus === 'hidden' && (
        <Text size="sm" fw={600} data-testid="queue-hidden-reason">
          {t('log.reason', { reason: item.hiddenReason })}
        </Text>
      )}
    </>
  );
}
