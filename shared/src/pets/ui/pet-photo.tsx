import { useTranslation } from 'react-i18next';
import classes from './pet-photo.module.css';

/**
 * A pet's photo in a box of fixed aspect ratio (the space is reserved before the image loads: no layout shift),
 * loaded lazily; a placeholder with the name's first letter when there is none.
 */
export function PetPhoto({
  src,
  name,
  width = 320,
  height = 240,
  eager = false,
  radius = 'md',
}: {
  src: string | null | undefined;
  name: string;
  width?: number;
  height?: number;
  eager?: boolean;
  radius?: 'sm' | 'md';
}) {
  const { t } = useTranslation('common');
  return (
    <div className={classes.box} style={{ aspectRatio: `${width} / ${height}` }} data-radius={radius}>
      {src ? (
        <img
          className={classes.image}
          src={src}
          alt={t('pet.photoAlt', { name })}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <span className={classes.placeholder} aria-hidden>
          {name.trim().slice(0, 1).toUpperCase()}
        </span>
      )}
    </div>
  );
}
