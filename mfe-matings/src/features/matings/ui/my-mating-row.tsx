import { Anchor, Button, Group, Paper, Stack, Text } from '@bc/shared/mantine';
import { Badge } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale, useLocalePath } from '@bc/shared';
import { StatusBadge } from '@bc/shared/pets';
import type { MyMatingItem } from '@bc/shared/contracts';
import { dayText, percentText } from '../lib/format';
import { $answering, listAnswerFx } from '../model/my-matings';

const STATUS_COLOR = { planned: 'blue', mated: 'indigo', confirmed: 'grape', whelped: 'teal', missed: 'gray', cancelled: 'gray' } as const;

/** One of my matings: the pair (a link to its page), its statuses and dates, and the stud owner's buttons while awaited. */
export function MyMatingRow({ item }: { item: MyMatingItem }) {
  const { t } = useTranslation('matings');
  const locale = useLocale();
  const path = useLocalePath();
  const [answering, answer] = useUnit([$answering, listAnswerFx]);
  const hidden = t('matings.parents.hiddenShort');
  const title = `${item.dam?.registeredName ?? hidden} × ${item.sire?.registeredName ?? hidden}`;
  const busy = answering.includes(item.matingId);
  const facts = [
    item.date && t('matings.mine.date', { date: dayText(item.date, locale) }),
    item.expectedWhelping && !item.counts && t('matings.mine.expected', { date: dayText(item.expectedWhelping, locale) }),
    item.coi !== null && t('matings.mine.coi', { coi: percentText(item.coi, locale) }),
    item.relation.recorded && item.inquiries > 0 && t('matings.inquiriesReceived', { count: item.inquiries }),
  ].filter(Boolean);
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="my-mating" data-mating-id={item.matingId}>
      <Stack gap={6}>
        <Anchor component={Link} to={path('m-id', { id: item.matingId })} fw={600} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Anchor>
        <Group gap={6} wrap="wrap">
          {item.status && (
            <Badge variant="light" color={STATUS_COLOR[item.status]} data-testid="my-mating-status">
              {t(`matings.status.${item.status}`)}
            </Badge>
          )}
          <StatusBadge status={item.publishStatus} showPublished />
          {item.studAnswer === 'awaiting' && (
            <Badge variant="light" color="yellow" data-testid="my-mating-awaiting">
              {item.relation.stud ? t('matings.mine.awaitingTitle') : t('matings.stud.awaiting')}
            </Badge>
          )}
          {item.studAnswer === 'declined' && (
            <Badge variant="light" color="red">
              {t('matings.stud.declined')}
            </Badge>
          )}
          {item.relation.stud && !item.relation.recorded && (
            <Badge variant="outline" color="blue">
              {t('matings.mine.yourStud')}
            </Badge>
          )}
          {item.expired && (
            <Badge variant="light" color="gray">
              {t('matings.dates.expiredBadge')}
            </Badge>
          )}
        </Group>
        {facts.length > 0 && (
          <Text size="xs" c="dimmed">
            {facts.join(' · ')}
          </Text>
        )}
        {item.hiddenReason && (
          <Text size="xs" c="red.9">
            {t('matings.mine.hiddenReason', { reason: item.hiddenReason })}
          </Text>
        )}
        {item.relation.stud && item.studAnswer === 'awaiting' && (
          <Group gap="xs">
            <Button size="xs" color="teal" loading={busy} onClick={() => answer({ id: item.matingId, answer: 'confirm' })} data-testid="my-mating-confirm">
              {t('matings.stud.confirm')}
            </Button>
            <Button size="xs" color="red" variant="light" disabled={busy} onClick={() => answer({ id: item.matingId, answer: 'decline' })} data-testid="my-mating-decline">
              {t('matings.stud.decline')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
