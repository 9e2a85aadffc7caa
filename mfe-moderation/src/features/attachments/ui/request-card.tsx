import { Group, Paper, Stack, Text } from '@bc/shared/mantine';
import { Badge } from '@bc/shared/mantine/display';
import { useTranslation } from 'react-i18next';
import { formatDate, RouteLink, useLocale } from '@bc/shared';
import type { AttachmentRequestItem, PetDetail } from '@bc/shared/contracts';
import { ageText } from '../../../lib/age';
import { DogFacts } from './dog-facts';
import { FilePreview } from './file-preview';
import classes from './request-card.module.css';

const STATUS_COLORS: Record<string, string> = { new: 'blue', approved: 'green', rejected: 'red' };

/** A request beside its dog: what the member offers (type, text, file) on one side, the dog's current data on the other. */
export function RequestCard({ request, dog }: { request: AttachmentRequestItem; dog: PetDetail | undefined }) {
  const { t } = useTranslation('moderation');
  const locale = useLocale();
  return (
    <div className={classes.card}>
      <Stack gap={6} data-testid="request-offer">
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color="grape" data-testid="request-type">
            {t(`attachments.types.${request.type}`, { defaultValue: request.type })}
          </Badge>
          <Badge variant={request.status === 'new' ? 'outline' : 'light'} color={STATUS_COLORS[request.status] ?? 'gray'} data-testid="request-status">
            {t(`attachments.statuses.${request.status}`, { defaultValue: request.status })}
          </Badge>
          <Text size="xs" c="dimmed">
            {request.requester ? (
              <RouteLink to="moder-users" query={{ q: request.requester.nickname ?? '' }} size="xs" underline="always">
                {request.requester.nickname ?? `#${request.requester.userId}`}
              </RouteLink>
            ) : (
              t('log.deletedMember')
            )}
            {' · '}
            <time dateTime={request.createdAt} title={formatDate(request.createdAt, locale, { dateStyle: 'medium', timeStyle: 'short' })}>
              {ageText(request.createdAt, locale)}
            </time>
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="request-info">
          {request.info}
        </Text>
        <FilePreview id={request.id} file={request.file} />
      </Stack>
      <Paper withBorder p="xs" radius="sm" bg="var(--mantine-color-default-hover)">
        <DogFacts dog={dog} />
      </Paper>
    </div>
  );
}
