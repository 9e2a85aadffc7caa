import { Anchor, Button, Group, Stack, Text } from '@bc/shared/mantine';
import { Alert, Badge, Skeleton } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, openFileInTab, useLocale } from '@bc/shared';
import { LoadFailure } from '@bc/shared/load';
import { getCorrectionFile } from '../api/get-correction-file';
import { $approveError, $approving, $request, approveFx, correction } from '../model';

/** Opens the request's file in a new tab (saved when the browser gives no tab). */
const openFile = (id: number) => openFileInTab(() => getCorrectionFile(id));

/**
 * A member's correction request above the dog's editor (`?correction={id}`, from the moderators' queue): what the
 * member asked, who and when, their file, and a button that marks the request approved once the dog is corrected.
 */
export function CorrectionRequest({ id }: { id: number }) {
  const { t } = useTranslation('pets');
  const locale = useLocale();
  const [request, status, opened, retried, approve, approving, error] = useUnit([
    $request, correction.$status, correction.opened, correction.retried, approveFx, $approving, $approveError,
  ]);
  useEffect(() => {
    opened(id);
  }, [id, opened]);

  if (status === 'failed' || status === 'not-found') {
    return <LoadFailure onRetry={retried} message={status === 'not-found' ? t('correction.notFound') : undefined} testId="correction-failed" />;
  }
  if (!request) return <Skeleton height={120} radius="md" data-testid="correction-loading" />;
  const approved = request.status === 'approved';
  return (
    <Alert color={request.status === 'new' ? 'blue' : 'gray'} variant="light" title={t('correction.title', { id: request.id })} data-testid="correction">
      <Stack gap="xs">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="correction-info">
          {request.info}
        </Text>
        <Text size="xs" c="dimmed" data-testid="correction-from">
          {t('correction.from', {
            name: request.requester?.nickname ?? (request.requester ? `#${request.requester.userId}` : t('correction.unknown')),
            date: formatDate(request.createdAt, locale),
          })}
        </Text>
        {request.file && (
          <Anchor component="button" type="button" size="sm" style={{ alignSelf: 'flex-start' }} onClick={() => void openFile(request.id).catch(() => undefined)} data-testid="correction-file">
            {t('correction.file', { name: request.file.name ?? '' })}
          </Anchor>
        )}
        {error && (
          <Text size="sm" c="red" role="alert" data-testid="correction-error">
            {error.shownText(t('common:states.error'))}
          </Text>
        )}
        <Group gap="sm">
          {request.status === 'new' ? (
            <Button size="compact-md" loading={approving} onClick={() => void approve(request.id).catch(() => undefined)} data-testid="correction-approve">
              {t('correction.approve')}
            </Button>
          ) : (
            <Badge color={approved ? 'teal' : 'gray'} variant="light" data-testid="correction-status">
              {t(approved ? 'correction.approved' : 'correction.rejected')}
            </Badge>
          )}
          {request.status === 'new' && (
            <Text size="xs" c="dimmed">
              {t('correction.approveHint')}
            </Text>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
