import { ActionIcon, Button, Group, Paper, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { FilePond } from 'react-filepond';
import { useTranslation } from 'react-i18next';
import { openModal } from '@bc/shared';
import { PHOTOS_MAX } from '../../../lib/limits';
import type { UploadedFile } from '../../../lib/uploads';
import { FileUpload } from '../../../ui/file-upload';
import type { PhotoValue } from '../lib/form-values';
import { FormSection } from './form-section';
import type { SectionProps } from './section-props';
import classes from './photos-section.module.css';

const uploadKey = (upload: UploadedFile) => `upload-${upload.key}`;

/** A saved photo, or a preview of an upload (its object URL released when it goes). */
function PhotoThumb({ photo }: { photo: PhotoValue }) {
  const file = photo.upload?.file;
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const src = photo.url ?? preview;
  return src ? <img src={src} alt="" width={120} height={90} className={classes.image} loading="lazy" /> : null;
}

/**
 * Photos: the saved ones (choose the main one, remove) and new uploads through FilePond (chunked, two at a time);
 * the main photo may be cropped to a square in the account remote's 'image-crop' modal (the crop is uploaded as
 * a new photo and becomes the main one).
 */
export function PhotosSection({ values, change, uploading }: SectionProps) {
  const { t } = useTranslation('pets');
  const pond = useRef<FilePond | null>(null);
  const pendingMain = useRef<string | null>(null);
  const main = values.mainPhoto ?? values.photos[0]?.key ?? null;

  const syncUploads = (uploads: UploadedFile[]) =>
    change((current) => {
      const saved = current.photos.filter((photo) => photo.id !== null);
      const added: PhotoValue[] = uploads.map((upload) => ({
        key: uploadKey(upload),
        id: null,
        upload,
        url: null,
        width: null,
        height: null,
      }));
      const photos = [...saved, ...added];
      const kept = photos.some((photo) => photo.key === current.mainPhoto) || pendingMain.current === current.mainPhoto;
      const mainPhoto = kept ? current.mainPhoto : (photos[0]?.key ?? null);
      return { photos, mainPhoto };
    });

  const crop = (photo: PhotoValue) =>
    openModal('image-crop', {
      ...(photo.upload ? { file: photo.upload.file } : { src: photo.url }),
      size: 1280,
      onCropped: (blob: Blob) => {
        const extension = blob.type === 'image/webp' ? 'webp' : 'jpg';
        void pond.current?.addFile(new File([blob], `main-photo.${extension}`, { type: blob.type })).then((item) => {
          const key = `upload-${item.id}`;
          pendingMain.current = key;
          change({ mainPhoto: key });
        });
      },
    });

  const saved = values.photos.filter((photo) => photo.id !== null);
  const added = values.photos.filter((photo) => photo.upload !== null);

  return (
    <FormSection title={t('form.photos')} description={t('form.photosHint')} testId="section-photos">
      {values.photos.length > 0 && (
        <Radio.Group value={main} onChange={(key) => change({ mainPhoto: key })} label={t('form.mainPhoto')}>
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm" mt="xs">
            {[...saved, ...added].map((photo, index) => (
              <Paper key={photo.key} withBorder radius="md" p={6} data-testid="form-photo">
                <Stack gap={6}>
                  <div className={classes.frame}>
                    <PhotoThumb photo={photo} />
                  </div>
                  <Group justify="space-between" gap={4} wrap="nowrap">
                    <Radio value={photo.key} label={t('form.main')} aria-label={t('form.makeMain', { index: index + 1 })} size="xs" />
                    <Group gap={2} wrap="nowrap">
                      <Button size="compact-xs" variant="subtle" onClick={() => crop(photo)}>
                        {t('form.crop')}
                      </Button>
                      {photo.id !== null && (
                        <ActionIcon
                          size="sm"
                          variant="subtle"
                          color="gray"
                          aria-label={t('form.removePhoto', { index: index + 1 })}
                          onClick={() => change((current) => ({ photos: current.photos.filter((item) => item.key !== photo.key) }))}
                        >
                          ×
                        </ActionIcon>
                      )}
                    </Group>
                  </Group>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}
      {saved.length < PHOTOS_MAX && (
        <FileUpload
          ref={pond}
          target="images"
          label={t('form.addPhotos')}
          description={t('form.photosTypes')}
          maxFiles={PHOTOS_MAX - saved.length}
          onChange={syncUploads}
          onBusyChange={(busy) => uploading('photos', busy)}
          testId="photos-upload"
        />
      )}
      {added.length > 0 && (
        <Text size="xs" c="dimmed">
          {t('form.photosAfterSave')}
        </Text>
      )}
    </FormSection>
  );
}
