import { Button, Group, Stack, Text } from '@bc/shared/mantine';
import { FileButton } from '@bc/shared/mantine/file-button';
import { Slider } from '@bc/shared/mantine/slider';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalComponentProps } from '@bc/shared';
import { initialCrop, MAX_ZOOM, MIN_ZOOM, zoomTo, type Crop, type ImageSize } from '../lib/crop';
import { exportCrop, OUTPUT_SIZE } from '../lib/export';
import { CropArea } from './crop-area';

export const CROP_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * The 'image-crop' modal: crops a picture to a square on a canvas and answers a WebP (or JPEG) Blob.
 * props: `file?: File` or `src?: string` (a same-origin/data/blob URL; without either, a file picker is shown),
 * `onCropped(blob: Blob)`, `size?: number` (output side in pixels, default 512).
 */
export function ImageCropModal({ close, props }: ModalComponentProps<'image-crop'>) {
  const { t } = useTranslation('account');
  const sliderLabel = useId();
  const [file, setFile] = useState<File | null>(props.file instanceof Blob ? props.file : null);
  const [src, setSrc] = useState<string | null>(typeof props.src === 'string' ? props.src : null);
  const [image, setImage] = useState<ImageSize | null>(null);
  const [crop, setCrop] = useState<Crop | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const element = useRef<HTMLImageElement | null>(null);

  // A picked file is shown through an object URL, released when the file changes or the modal closes.
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  useEffect(() => {
    if (!src) return;
    setFailed(false);
    setImage(null);
    const img = new Image();
    img.decoding = 'async';
    img.onload = () => {
      const size = { width: img.naturalWidth, height: img.naturalHeight };
      element.current = img;
      setImage(size);
      setCrop(initialCrop(size));
    };
    img.onerror = () => setFailed(true);
    img.src = src;
    return () => {
      img.onload = null;
      img.onerror = null;
    };
  }, [src]);

  const save = async () => {
    if (!element.current || !crop) return;
    setBusy(true);
    try {
      const size = typeof props.size === 'number' ? props.size : OUTPUT_SIZE;
      const blob = await exportCrop(element.current, crop, size);
      props.onCropped?.(blob);
      close();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const picker = (
    <FileButton onChange={(picked) => picked && setFile(picked)} accept={CROP_TYPES}>
      {(buttonProps) => (
        <Button variant="light" {...buttonProps}>
          {src ? t('crop.another') : t('crop.choose')}
        </Button>
      )}
    </FileButton>
  );

  return (
    <Stack gap="md" data-testid="image-crop">
      {failed && (
        <Text c="red" role="alert">
          {t('crop.unreadable')}
        </Text>
      )}
      {!src && !failed && <Text size="sm">{t('crop.intro')}</Text>}
      {src && image && crop && !failed && (
        <>
          <CropArea src={src} image={image} crop={crop} onChange={setCrop} />
          <Text size="xs" c="dimmed" ta="center">
            {t('crop.instructions')}
          </Text>
          <Stack gap={4}>
            <Text size="sm" id={sliderLabel}>
              {t('crop.zoom')}
            </Text>
            <Slider
              min={MIN_ZOOM}
              max={MAX_ZOOM}
              step={0.01}
              value={crop.zoom}
              onChange={(zoom) => setCrop(zoomTo(crop, image, zoom))}
              label={(value) => `${Math.round(value * 100)}%`}
              thumbProps={{ 'aria-labelledby': sliderLabel }}
            />
          </Stack>
        </>
      )}
      <Group justify="space-between" gap="sm">
        {picker}
        <Group gap="sm">
          <Button variant="default" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={save} loading={busy} disabled={!crop || failed} data-testid="crop-save">
            {t('crop.save')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
