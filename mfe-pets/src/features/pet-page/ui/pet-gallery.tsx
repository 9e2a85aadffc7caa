import { Text, UnstyledButton } from '@bc/shared/mantine';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PetPhoto } from '@bc/shared/contracts';
import { PetPhoto as PhotoBox } from '@bc/shared/pets';
import classes from './pet-gallery.module.css';

const MAIN_WIDTH = 800;
const MAIN_HEIGHT = 600;

/** Main photo first, then by position. */
export function orderPhotos(photos: readonly PetPhoto[]): PetPhoto[] {
  return [...photos].sort((a, b) => Number(b.isMain) - Number(a.isMain) || a.position - b.position);
}

/**
 * The photos: a large one and a row of thumbnails (buttons; arrow keys, Home and End move between them).
 * Boxes keep their size before the images load, and every image but the first loads lazily.
 */
export function PetGallery({ photos, name }: { photos: readonly PetPhoto[]; name: string }) {
  const { t } = useTranslation('pets');
  const ordered = orderPhotos(photos);
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = ordered[Math.min(index, ordered.length - 1)];

  if (!current) {
    return (
      <div data-testid="gallery-empty">
        <PhotoBox src={null} name={name} width={MAIN_WIDTH} height={MAIN_HEIGHT} />
        <Text size="sm" c="dimmed" mt={6}>
          {t('gallery.none')}
        </Text>
      </div>
    );
  }

  const move = (event: KeyboardEvent) => {
    const last = ordered.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? Math.min(last, index + 1)
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? Math.max(0, index - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setIndex(next);
    thumbs.current[next]?.focus();
  };

  return (
    <section aria-label={t('gallery.label')} data-testid="gallery">
      <a href={current.url} target="_blank" rel="noreferrer" className={classes.main} aria-label={t('gallery.open', { index: index + 1, total: ordered.length })}>
        <img
          src={current.url}
          alt={t('gallery.alt', { name, index: index + 1, total: ordered.length })}
          width={current.width ?? MAIN_WIDTH}
          height={current.height ?? MAIN_HEIGHT}
          className={classes.mainImage}
          loading={index === 0 ? 'eager' : 'lazy'}
          decoding="async"
          data-testid="gallery-main"
        />
      </a>
      {ordered.length > 1 && (
        <div className={classes.thumbs} role="toolbar" aria-label={t('gallery.thumbnails')} onKeyDown={move}>
          {ordered.map((photo, at) => (
            <UnstyledButton
              key={photo.id}
              ref={(element) => {
                thumbs.current[at] = element;
              }}
              className={classes.thumb}
              onClick={() => setIndex(at)}
              aria-label={t('gallery.show', { index: at + 1, total: ordered.length })}
              aria-pressed={at === index}
              tabIndex={at === index ? 0 : -1}
              data-active={at === index || undefined}
              data-testid="gallery-thumb"
            >
              <img src={photo.url} alt="" width={64} height={64} loading="lazy" decoding="async" className={classes.thumbImage} />
            </UnstyledButton>
          ))}
        </div>
      )}
    </section>
  );
}
