import { Group, SimpleGrid, Stack, Text } from '@bc/shared/mantine';
import { Badge } from '@bc/shared/mantine/display';
import { useTranslation } from 'react-i18next';
import { formatDate, RouteLink, useLocale } from '@bc/shared';
import type { ModerationAccountRequest } from '@bc/shared/contracts';
import { ageText } from '../../../lib/age';
import { Fact } from '../../../ui/fact';

const STATUS_COLORS: Record<string, string> = { new: 'blue', approved: 'green', rejected: 'red' };

type Member = NonNullable<ModerationAccountRequest['requester']>;
export const memberName = (member: Pick<Member, 'id' | 'nickname' | 'displayName'>) => member.displayName ?? member.nickname ?? `#${member.id}`;

/** A member as a moderator looks them up: the name, linked to their profile when they have a nickname, and the kennel. */
function MemberFacts({ member, testId }: { member: Member; testId: string }) {
  const kennel = [member.kennelName, member.kennelPrefix && member.kennelPrefix !== member.kennelName ? `(${member.kennelPrefix})` : null].filter(Boolean).join(' ');
  return (
    <Stack gap={0} data-testid={testId}>
      {member.nickname ? (
        <RouteLink to="u-nickname" params={{ nickname: member.nickname }} size="sm" fw={600} underline="always">
          {memberName(member)}
        </RouteLink>
      ) : (
        <Text size="sm" fw={600}>
          {memberName(member)}
        </Text>
      )}
      {kennel && <Text size="sm">{kennel}</Text>}
      {member.email && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {member.email}
        </Text>
      )}
    </Stack>
  );
}

/** A request: who asks (or a visitor's address), for which account (its kennel, its dogs), what they wrote, when, and its status. */
export function RequestCard({ request }: { request: ModerationAccountRequest }) {
  const { t } = useTranslation('moderation');
  const locale = useLocale();
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Badge variant={request.status === 'new' ? 'outline' : 'light'} color={STATUS_COLORS[request.status] ?? 'gray'} data-testid="account-request-status">
          {t(`accountRequests.statuses.${request.status}`)}
        </Badge>
        <Text size="xs" c="dimmed">
          <time dateTime={request.createdAt} title={formatDate(request.createdAt, locale, { dateStyle: 'medium', timeStyle: 'short' })}>
            {ageText(request.createdAt, locale)}
          </time>
          {request.resolvedBy && ` · ${t('accountRequests.decidedBy', { name: request.resolvedBy.nickname ?? `#${request.resolvedBy.id}` })}`}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing={6}>
        <Fact label={t('accountRequests.requester')}>
          {request.requester ? (
            <MemberFacts member={request.requester} testId="account-request-requester" />
          ) : (
            <Text size="sm" data-testid="account-request-requester">
              {t('accountRequests.visitor')}
            </Text>
          )}
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('accountRequests.answerTo', { email: request.email })}
          </Text>
        </Fact>
        <Fact label={t('accountRequests.target')}>
          <MemberFacts member={request.target} testId="account-request-target" />
          <Group gap={6} wrap="wrap">
            <Text size="xs" data-testid="account-request-dogs">
              {t('accountRequests.dogCount', { count: request.target.dogCount })}
            </Text>
            {!request.target.isActive && (
              <Badge size="sm" variant="light" color="gray">
                {t('accountRequests.inactive')}
              </Badge>
            )}
          </Group>
        </Fact>
      </SimpleGrid>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="account-request-info">
        {request.info}
      </Text>
    </Stack>
  );
}
