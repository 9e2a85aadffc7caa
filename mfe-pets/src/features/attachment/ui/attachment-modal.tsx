import { Button, Group, Stack, Text } from '@bc/shared/mantine';
import { Alert } from '@bc/shared/mantine/display';
import { SegmentedControl } from '@bc/shared/mantine/segmented-control';
import { Textarea } from '@bc/shared/mantine/textarea';
import { useUnit } from 'effector-react';
import { useCallback, useLayoutEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast, useLocale, type ModalComponentProps } from '@bc/shared';
import { LIMITS, type AttachmentRequestType } from '@bc/shared/contracts';
import type { UploadedFile } from '../../../lib/uploads';
import { FileUpload } from '../../../ui/file-upload';
import { $attachmentError, $attachmentPending, attachmentModalOpened, sendAttachmentFx } from '../model';

const TYPES: AttachmentRequestType[] = ['correction', 'document', 'photo'];

/**
 * The 'attachment' modal: a member who does not own the pet offers the moderators a correction, a document or a
 * photo, with a file if they have one (PDF, JPEG or PNG up to 20 MB, uploaded through FilePond to
 * /api/uploads/docs and sent as the request's `uploadId`: it stays with the request, only moderators see it, and it
 * is attached to the pet only if they approve a document). props: `petId`.
 */
export function AttachmentModal({ close, props }: ModalComponentProps<'attachment'>) {
  const { t } = useTranslation('pets');
  const locale = useLocale();
  const petId = Number(props.petId);
  const [type, setType] = useState<AttachmentRequestType>('correction');
  const [info, setInfo] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const filesChanged = useCallback((files: UploadedFile[]) => setFile(files[0] ?? null), []);
  const [pending, error, opened] = useUnit([$attachmentPending, $attachmentError, attachmentModalOpened]);

  useLayoutEffect(() => {
    opened();
  }, [opened]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = info.trim();
    if (!text) return setInvalid(t('validation.required'));
    if (text.length > LIMITS.text) return setInvalid(t('validation.tooLong', { max: LIMITS.text }));
    try {
      await sendAttachmentFx({ petId, type, info: text, locale, ...(file ? { uploadId: file.uploadId } : {}) });
      showToast({ type: 'success', message: t('attachment.sent') });
      close();
    } catch {
      // shown in the modal
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="attachment-modal">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('attachment.intro')}
        </Text>
        <SegmentedControl
          fullWidth
          value={type}
          onChange={(value) => setType(value as AttachmentRequestType)}
          data={TYPES.map((value) => ({ value, label: t(`attachment.type.${value}`) }))}
          aria-label={t('attachment.typeLabel')}
          data-testid="attachment-type"
        />
        <Textarea
          label={t('attachment.info')}
          description={t(`attachment.infoHint.${type}`)}
          value={info}
          onChange={(event) => {
            setInfo(event.currentTarget.value);
            setInvalid(null);
          }}
          error={invalid}
          autosize
          minRows={4}
          maxRows={10}
          maxLength={LIMITS.text}
          required
          data-autofocus
          data-testid="attachment-info"
        />
        <FileUpload
          target="docs"
          label={t('attachment.file')}
          description={t('attachment.fileHint')}
          multiple={false}
          maxFiles={1}
          onChange={filesChanged}
          onBusyChange={setUploading}
          testId="attachment-file"
        />
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid="attachment-error">
            {error.shownText(t('common:states.error'))}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={pending} disabled={uploading} data-testid="attachment-send">
            {t('attachment.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
