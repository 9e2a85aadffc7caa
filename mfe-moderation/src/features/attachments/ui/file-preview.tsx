import { Anchor, Button, Group, Stack, Text } from '@bc/shared/mantine';
import { Skeleton } from '@bc/shared/mantine/display';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, openFileInTab, useLocale } from '@bc/shared';
import type { AttachmentRequestItem } from '@bc/shared/contracts';
import { getRequestFile } from '../api/get-request-file';

type RequestFile = NonNullable<AttachmentRequestItem['file']>;

/** The file's image, fetched with the moderator's token (an `<img>` alone sends none), as an object URL while shown. */
function useImage(id: number, wanted: boolean): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (!wanted) return;
    let url: string | null = null;
    let gone = false;
    getRequestFile(id).then(
      (file) => {
        if (gone) return;
        url = URL.createObjectURL(file.blob);
        setState({ url, failed: false });
      },
      () => !gone && setState({ url: null, failed: true }),
    );
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, wanted]);
  return state;
}

/** Opens the file in a new tab (saved when the browser gives no tab). */
const openFile = (id: number) => openFileInTab(() => getRequestFile(id));

/** The file a member sent with a request: an image inline, a PDF as a clear open link (the site's pages frame nothing). */
export function FilePreview({ id, file }: { id: number; file: RequestFile | null }) {
  const { t } = useTranslation('moderation');
  const locale = useLocale();
  const image = file?.mime?.startsWith('image/') ?? false;
  const { url, failed } = useImage(id, image);
  if (!file) {
    return (
      <Text size="sm" c="dimmed" data-testid="request-no-file">
        {t('attachments.noFile')}
      </Text>
    );
  }
  const name = file.name ?? t('attachments.file');
  const size = file.size === null ? '' : ` · ${formatNumber(Math.max(1, Math.round(file.size / 1024)), locale)} KB`;
  return (
    <Stack gap={6} data-testid="request-file" data-mime={file.mime ?? ''}>
      {image &&
        (url ? (
          <Anchor component="button" type="button" onClick={() => void openFile(id)} aria-label={t('attachments.openFile', { name })}>
            <img src={url} alt={name} style={{ display: 'block', maxWidth: '100%', maxHeight: 280, borderRadius: 'var(--mantine-radius-sm)' }} data-testid="request-image" />
          </Anchor>
        ) : failed ? (
          <Text size="sm" fw={600} role="alert">
            {t('attachments.fileFailed')}
          </Text>
        ) : (
          <Skeleton h={160} w={220} />
        ))}
      <Group gap="xs" wrap="wrap">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {name}
          <Text span size="xs" c="dimmed">
            {size}
          </Text>
        </Text>
        <Button size="compact-md" variant="default" onClick={() => void openFile(id)} data-testid="request-open-file">
          {file.mime === 'application/pdf' ? t('attachments.openPdf') : t('attachments.openFile', { name: '' }).trim()}
        </Button>
      </Group>
    </Stack>
  );
}
