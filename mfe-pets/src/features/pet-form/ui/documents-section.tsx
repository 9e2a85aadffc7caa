import { ActionIcon, Anchor, Group, Paper, Text, TextInput } from '@bc/shared/mantine';
import { Select } from '@bc/shared/mantine/select';
import { useTranslation } from 'react-i18next';
import { PET_LIMITS } from '@bc/shared/contracts';
import { Section } from '@bc/shared';
import type { UploadedFile } from '../../../lib/uploads';
import { FileUpload } from '../../../ui/file-upload';
import type { DocumentValue } from '../lib/form-values';
import { fieldId } from '../lib/use-field-errors';
import type { SectionProps } from './section-props';

export const DOCUMENT_KIND_IDS = ['pedigree', 'registration', 'health', 'title', 'other'] as const;

const titleFrom = (name: string) => name.replace(/\.[^.]+$/, '').slice(0, PET_LIMITS.documentTitle);

/** Documents (pedigree, registration, health, titles…): saved ones (rename, change kind, remove) and new uploads. */
export function DocumentsSection({ values, change, error, uploading }: SectionProps) {
  const { t } = useTranslation('pets');
  const kinds = DOCUMENT_KIND_IDS.map((kind) => ({ value: kind, label: t(`documents.kind.${kind}`) }));
  const saved = values.documents.filter((document) => document.id !== null);

  const syncUploads = (uploads: UploadedFile[]) =>
    change((current) => {
      const kept = current.documents.filter((document) => document.id !== null);
      const previous = new Map(current.documents.filter((document) => document.upload).map((document) => [document.key, document]));
      const added: DocumentValue[] = uploads.map((upload) => {
        const key = `upload-${upload.key}`;
        return previous.get(key) ?? { key, id: null, upload, url: null, kind: 'other', title: titleFrom(upload.name) };
      });
      return { documents: [...kept, ...added] };
    });
  const update = (key: string, patch: Partial<DocumentValue>) =>
    change({ documents: values.documents.map((document) => (document.key === key ? { ...document, ...patch } : document)) }, `documents.${key}.title`);

  return (
    <Section card titleSize="h3" title={t('form.documents')} description={t('form.documentsHint')} testId="section-documents">
      {values.documents.map((document) => (
        <Paper key={document.key} withBorder radius="md" p="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              id={fieldId(`documents.${document.key}.title`)}
              label={t('form.documentTitle')}
              value={document.title}
              onChange={(event) => update(document.key, { title: event.currentTarget.value })}
              error={error(`documents.${document.key}.title`)}
              maxLength={PET_LIMITS.documentTitle + 10}
              style={{ flex: '2 1 200px' }}
            />
            <Select
              label={t('form.documentKind')}
              data={kinds}
              value={document.kind}
              onChange={(kind) => update(document.key, { kind: kind ?? 'other' })}
              allowDeselect={false}
              style={{ flex: '1 1 140px' }}
            />
            {document.id !== null && (
              <Group gap={4} wrap="nowrap" pb={6}>
                {document.url && (
                  <Anchor href={document.url} target="_blank" rel="noreferrer" size="sm">
                    {t('form.open')}
                  </Anchor>
                )}
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('form.removeDocument', { title: document.title || t('documents.kind.other') })}
                  onClick={() => change((current) => ({ documents: current.documents.filter((item) => item.key !== document.key) }))}
                >
                  ×
                </ActionIcon>
              </Group>
            )}
          </Group>
          {document.upload && (
            <Text size="xs" c="dimmed" mt={4}>
              {document.upload.name}
            </Text>
          )}
        </Paper>
      ))}
      {saved.length < PET_LIMITS.documents && (
        <FileUpload
          target="docs"
          label={t('form.addDocuments')}
          description={t('form.documentsTypes')}
          maxFiles={PET_LIMITS.documents - saved.length}
          onChange={syncUploads}
          onBusyChange={(busy) => uploading('documents', busy)}
          testId="documents-upload"
        />
      )}
    </Section>
  );
}
