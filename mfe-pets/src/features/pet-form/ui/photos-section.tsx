import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, VisuallyHidden } from '@bc/shared/mantine';
import { Badge } from '@bc/shared/mantine/display';
import { Radio } from '@bc/shared/mantine/radio';
import { useEffect, useRef, useState } from 'react';
import type { FilePond } from 'react-filepond';
import { useTranslation } from 'react-i18next';
import { openModal, Section } from '@bc/shared';
import { PET_LIMITS } from '@bc/shared/contracts';
import type { UploadedFile } from '../../../lib/uploads';
import { FileUpload } from '../../../ui/file-upload';
import { movePhoto, syncPhotoUploads, uploadKey } from '../lib/photo-order';
import type { PhotoValue } from '../lib/form-values';
import type { SectionProps } from './section-props';
import classes from './photos-section.module.css';

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
 * Photos in the order the pet's page shows them: each one can move earlier or later (buttons, so the keyboard and
 * screen readers can do it: focus stays on the button that moved the photo, and the new place is announced), one is
 * the main photo (a radio group), saved ones can be removed, and the main photo may be cropped in the account
 * remote's 'image-crop' modal (the crop is uploaded as a new photo and becomes the main one). New uploads go through
 * FilePond (chunked, two at a time) and join the end of the list; the order and the main photo are saved with the pet.
 */
export function PhotosSection({ values, change, uploading }: SectionProps) {
  const { t } = useTranslation('pets');
  const pond = useRef<FilePond | null>(null);
  const pendingMain = useRef<string | null>(null);
  const list = useRef<HTMLDivElement | null>(null);
  const [moved, setMoved] = useState<{ key: string; direction: 'up' | 'down'; position: number } | null>(null);
  const main = values.mainPhoto ?? values.photos[0]?.key ?? null;

  // After a move, the focus follows the photo (its button in the same direction, or the other one at an end).
  useEffect(() => {
    if (!moved) return;
    const card = [...(list.current?.querySelectorAll<HTMLElement>('[data-photo-key]') ?? [])].find((element) => element.dataset.photoKey === moved.key);
    const button =
      card?.querySelector<HTMLButtonElement>(`[data-move="${moved.direction}"]:not(:disabled)`) ??
      card?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    button?.focus();
  }, [moved]);

  const syncUploads = (uploads: UploadedFile[]) =>
    change((current) => {
      const photos = syncPhotoUploads(current.photos, uploads);
      const kept = photos.some((photo) => photo.key === current.mainPhoto) || pendingMain.current === current.mainPhoto;
      const mainPhoto = kept ? current.mainPhoto : (photos[0]?.key ?? null);
      return { photos, mainPhoto };
    });

  const move = (photo: PhotoValue, by: -1 | 1) => {
    const from = values.photos.findIndex((item) => item.key === photo.key);
    change((current) => ({ photos: movePhoto(current.photos, photo.key, by) }));
    setMoved({ key: photo.key, direction: by < 0 ? 'up' : 'down', position: from + by + 1 });
  };

  const crop = (photo: PhotoValue) =>
    openModal('image-crop', {
      ...(photo.upload ? { file: photo.upload.file } : { src: photo.url }),
      size: 1280,
      onCropped: (blob: Blob) => {
        const extension = blob.type === 'image/webp' ? 'webp' : 'jpg';
        void pond.current?.addFile(new File([blob], `main-photo.${extension}`, { type: blob.type })).then((item) => {
          const key = uploadKey({ key: item.id });
          pendingMain.current = key;
          change({ mainPhoto: key });
        });
      },
    });

  const saved = values.photos.filter((photo) => photo.id !== null);
  const added = values.photos.filter((photo) => photo.upload !== null);
  const last = values.photos.length - 1;

  return (
    <Section card titleSize="h3" title={t('form.photos')} description={t('form.photosHint')} testId="section-photos">
      {values.photos.length > 0 && (
        <Radio.Group value={main} onChange={(key) => change({ mainPhoto: key })} label={t('form.mainPhoto')} description={t('form.photosOrderHint')}>
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm" mt="xs" ref={list} data-testid="form-photos">
            {values.photos.map((photo, index) => (
              <Paper
                key={photo.key}
                withBorder
                radius="md"
                p={6}
                className={classes.card}
                data-main={photo.key === main || undefined}
                data-photo-key={photo.key}
                data-testid="form-photo"
              >
                <Stack gap={6}>
                  <div className={classes.frame}>
                    <PhotoThumb photo={photo} />
                    <Badge size="sm" radius="sm" variant="default" className={classes.position} aria-hidden>
                      {index + 1}
                    </Badge>
                  </div>
                  <Radio value={photo.key} label={t('form.main')} aria-label={t('form.makeMain', { index: index + 1 })} size="xs" data-testid="form-photo-main" />
                  <Group justify="space-between" gap={2} wrap="nowrap">
                    <Group gap={2} wrap="nowrap">
                      <ActionIcon
                        size="md"
                        variant="default"
                        aria-label={t('form.movePhotoUp', { index: index + 1 })}
                        disabled={index === 0}
                        onClick={() => move(photo, -1)}
                        data-move="up"
                        data-testid="form-photo-up"
                      >
                        <span aria-hidden>←</span>
                      </ActionIcon>
                      <ActionIcon
                        size="md"
                        variant="default"
                        aria-label={t('form.movePhotoDown', { index: index + 1 })}
                        disabled={index === last}
                        onClick={() => move(photo, 1)}
                        data-move="down"
                        data-testid="form-photo-down"
                      >
                        <span aria-hidden>→</span>
                      </ActionIcon>
                    </Group>
                    <Group gap={2} wrap="nowrap">
                      <Button size="compact-xs" variant="subtle" onClick={() => crop(photo)}>
                        {t('form.crop')}
                      </Button>
                      {photo.id !== null && (
                        <ActionIcon
                          size="md"
                          variant="subtle"
                          color="gray"
                          aria-label={t('form.removePhoto', { index: index + 1 })}
                          onClick={() => change((current) => ({ photos: current.photos.filter((item) => item.key !== photo.key) }))}
                        >
                          <span aria-hidden>×</span>
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
      <VisuallyHidden aria-live="polite" data-testid="photo-moved">
        {moved ? t('form.photoMoved', { position: moved.position }) : ''}
      </VisuallyHidden>
      {saved.length < PET_LIMITS.photos && (
        <FileUpload
          ref={pond}
          target="images"
          label={t('form.addPhotos')}
          description={t('form.photosTypes')}
          maxFiles={PET_LIMITS.photos - saved.length}
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
    </Section>
  );
}
