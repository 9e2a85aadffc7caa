import { Anchor, Button, Group, Stack, Text } from '@bc/shared/mantine';
import { Skeleton } from '@bc/shared/mantine/display';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, openFileInTab, useLocale } from '@bc/shared';
import type { AttachmentRequestItem } from '@bc/shared/contracts';
import { getRequestFile } from '../api/get-request-file';
import { PdfFrame, showsPdfInline, usePdfShown } from './pdf-frame';
import { useObjectUrl } from './use-object-url';

type RequestFile = NonNullable<AttachmentRequestItem['file']>;

/** The file's bytes as the server typed them: an image is shown as one (`<img>` never runs what it draws). */
const loadImage = async (id: number) => (await getRequestFile(id)).blob;

/** Opens the file in a new tab (saved when the browser gives no tab). */
const openFile = (id: number) => openFileInTab(() => getRequestFile(id));

function ImagePreview({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation('moderation');
  const { url, failed } = useObjectUrl(id, loadImage);
  if (failed) {
    return (
      <Text size="sm" fw={600} role="alert">
        {t('attachments.fileFailed')}
      </Text>
    );
  }
  if (!url) return <Skeleton h={160} w={220} />;
  return (
    <Anchor component="button" type="button" onClick={() => void openFile(id)} aria-label={t('attachments.openFile', { name })}>
      <img src={url} alt={name} style={{ display: 'block', maxWidth: '100%', maxHeight: 280, borderRadius: 'var(--mantine-radius-sm)' }} data-testid="request-image" />
    </Anchor>
  );
}

/**
 * The file a member sent with a request: an image or a PDF inline (a PDF folded on phones), and a button that opens
 * it in a tab, always there (a browser without an inline PDF viewer, a file that is not framed, a larger view).
 */
export function FilePreview({ id, file }: { id: number; file: RequestFile | null }) {
  const { t } = useTranslation('moderation');
  const locale = useLocale();
  const [pdfShown, togglePdf] = usePdfShown();
  const frameId = useId();
  if (!file) {
    return (
      <Text size="sm" c="dimmed" data-testid="request-no-file">
        {t('attachments.noFile')}
      </Text>
    );
  }
  const name = file.name ?? t('attachments.file');
  const size = file.size === null ? '' : ` · ${formatNumber(Math.max(1, Math.round(file.size / 1024)), locale)} KB`;
  const pdf = file.mime === 'application/pdf';
  const inline = pdf && showsPdfInline();
  return (
    <Stack gap={6} data-testid="request-file" data-mime={file.mime ?? ''}>
      {file.mime?.startsWith('image/') && <ImagePreview id={id} name={name} />}
      {inline && pdfShown && <PdfFrame id={id} name={name} frameId={frameId} />}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {name}
        <Text span size="xs" c="dimmed">
          {size}
        </Text>
      </Text>
      <Group gap="xs" wrap="wrap">
        <Button size="compact-md" variant="default" onClick={() => void openFile(id)} data-testid="request-open-file">
          {pdf ? t('attachments.openPdf') : t('attachments.openFile', { name: '' }).trim()}
        </Button>
        {inline && (
          <Button size="compact-md" variant="light" onClick={togglePdf} aria-expanded={pdfShown} aria-controls={pdfShown ? frameId : undefined} data-testid="request-pdf-toggle">
            {pdfShown ? t('attachments.hidePdf') : t('attachments.showPdf')}
          </Button>
        )}
      </Group>
      {pdf && !inline && (
        <Text size="xs" c="dimmed" data-testid="request-pdf-no-viewer">
          {t('attachments.noPdfViewer')}
        </Text>
      )}
    </Stack>
  );
}
