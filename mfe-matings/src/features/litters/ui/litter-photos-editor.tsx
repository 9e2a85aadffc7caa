import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text } from '@bc/shared/mantine';
import { Badge } from '@bc/shared/mantine/display';
import { FileButton } from '@bc/shared/mantine/file-button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseError, Section } from '@bc/shared';
import { PetPhoto } from '@bc/shared/pets';
import { imageSizeUrl, MATING_LIMITS, type LitterPhoto } from '@bc/shared/contracts';
import { addLitterPhoto } from '../api/add-litter-photo';
import { deleteLitterPhoto } from '../api/delete-litter-photo';
import { orderLitterPhotos } from '../api/order-litter-photos';
import { setMainLitterPhoto } from '../api/set-main-litter-photo';

interface LitterPhotosEditorProps {
  litterId: number;
  photos: readonly LitterPhoto[];
  /** The photos after a change the server made (each change is saved at once, apart from the form). */
  onChanged(photos: LitterPhoto[]): void;
}

const ACCEPT = 'image/jpeg,image/png,image/webp';

/** The ids in order, with `id` moved `by` places. */
export function moved(photos: readonly LitterPhoto[], id: number, by: -1 | 1): number[] {
  const ids = photos.map((p) => p.id);
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  [ids[from], ids[to]] = [ids[to], ids[from]];
  return ids;
}

/**
 * The litter's photos on its edit page: add (several at once; stored as WebP by the server), move earlier or later,
 * choose the main one (the lists and cards show it), delete. Each change is sent at once; a refusal is shown.
 */
export function LitterPhotosEditor({ litterId, photos, onChanged }: LitterPhotosEditorProps) {
  const { t } = useTranslation('matings');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const run = async (work: () => Promise<{ items: LitterPhoto[] }>) => {
    setBusy(true);
    setFailed(null);
    try {
      onChanged((await work()).items);
    } catch (error) {
      const refused = normaliseError(error);
      setFailed(refused.statusCode < 500 ? refused.message : t('litters.photos.failed'));
    } finally {
      setBusy(false);
    }
  };

  const upload = async (files: File[]) => {
    for (const file of files) await run(() => addLitterPhoto(litterId, file));
  };

  const room = MATING_LIMITS.photos - photos.length;
  const last = photos.length - 1;
  return (
    <Section card title={t('litters.photos.title')} description={t('litters.photos.hint', { count: MATING_LIMITS.photos })} testId="litter-photos">
      {photos.length > 0 ? (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="litter-photo-list">
          {photos.map((photo, index) => (
            <Paper key={photo.id} component="li" withBorder radius="md" p={6} data-testid="litter-photo" data-main={photo.isMain || undefined}>
              <Stack gap={6}>
                <PetPhoto src={imageSizeUrl(photo.url, 'medium')} name={t('litters.photos.alt', { index: index + 1 })} width={160} height={120} radius="sm" />
                {photo.isMain ? (
                  <Badge size="sm" variant="light" color="teal" data-testid="litter-photo-is-main">
                    {t('litters.photos.main')}
                  </Badge>
                ) : (
                  <Button size="compact-xs" variant="subtle" disabled={busy} onClick={() => void run(() => setMainLitterPhoto(litterId, photo.id))} data-testid="litter-photo-make-main">
                    {t('litters.photos.makeMain')}
                  </Button>
                )}
                <Group justify="space-between" gap={2} wrap="nowrap">
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      aria-label={t('litters.photos.moveUp', { index: index + 1 })}
                      disabled={busy || index === 0}
                      onClick={() => void run(() => orderLitterPhotos(litterId, moved(photos, photo.id, -1)))}
                    >
                      <span aria-hidden>←</span>
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      aria-label={t('litters.photos.moveDown', { index: index + 1 })}
                      disabled={busy || index === last}
                      onClick={() => void run(() => orderLitterPhotos(litterId, moved(photos, photo.id, 1)))}
                    >
                      <span aria-hidden>→</span>
                    </ActionIcon>
                  </Group>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('litters.photos.delete', { index: index + 1 })}
                    disabled={busy}
                    onClick={() => void run(() => deleteLitterPhoto(litterId, photo.id))}
                    data-testid="litter-photo-delete"
                  >
                    <span aria-hidden>✕</span>
                  </ActionIcon>
                </Group>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed" data-testid="litter-photos-empty">
          {t('litters.photos.none')}
        </Text>
      )}
      <Group>
        <FileButton accept={ACCEPT} multiple onChange={(files) => void upload(files.slice(0, Math.max(0, room)))} disabled={busy || room <= 0}>
          {(props) => (
            <Button {...props} variant="default" loading={busy} data-testid="litter-photo-add">
              {t('litters.photos.add')}
            </Button>
          )}
        </FileButton>
      </Group>
      {failed && (
        <Text size="sm" c="red" role="alert" data-testid="litter-photos-error">
          {failed}
        </Text>
      )}
    </Section>
  );
}
