import { Text, useMediaQuery } from '@bc/shared/mantine';
import { Skeleton } from '@bc/shared/mantine/display';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRequestPdf } from '../api/get-request-pdf';
import classes from './pdf-frame.module.css';
import { useObjectUrl } from './use-object-url';

/** Phones: the PDF is folded away until asked for (a long queue of frames to scroll past, a file fetched for each). */
const PHONE_QUERY = '(max-width: 47.99em)';

/** The browser shows a PDF inside a page (false on Android's Chrome, which would download it instead). */
export const showsPdfInline = () => typeof navigator === 'undefined' || navigator.pdfViewerEnabled !== false;

/** Whether a request's PDF is shown in its card: at first on tablets and desktops, not on phones; then as toggled. */
export function usePdfShown(): [boolean, () => void] {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [chosen, setChosen] = useState<boolean | null>(null);
  const shown = chosen ?? !phone;
  return [shown, () => setChosen(!shown)];
}

/**
 * A member's PDF shown in the card by the browser's PDF viewer, in a frame of a `blob:` URL. Such a URL belongs to the
 * site's origin (the page's policy allows frames of `blob:` and nothing else), so the frame must never hold a page:
 * the bytes are checked to start with `%PDF-` and typed `application/pdf` here (`getRequestPdf`), never as the server
 * or the file's name says, and a PDF viewer runs no page script. The API checked the file on upload too (its type by
 * content, the PDF header and trailer, no HTML or SVG markup: `checkPdf` in api/src/domains/files/checks.ts).
 * No `sandbox`: a sandboxed frame gets no PDF viewer in Chromium. Anything else is not framed: the card's button
 * opens it in a tab.
 */
export function PdfFrame({ id, name, frameId }: { id: number; name: string; frameId: string }) {
  const { t } = useTranslation('moderation');
  const { url, refused, failed } = useObjectUrl(id, getRequestPdf);
  if (failed || refused) {
    return (
      <Text size="sm" fw={600} role="alert" id={frameId} data-testid="request-pdf-refused">
        {failed ? t('attachments.fileFailed') : t('attachments.notPdf')}
      </Text>
    );
  }
  if (!url) return <Skeleton id={frameId} className={classes.frame} data-testid="request-pdf-loading" />;
  return <iframe id={frameId} src={url} loading="lazy" title={t('attachments.pdfTitle', { name })} className={classes.frame} data-testid="request-pdf" />;
}
