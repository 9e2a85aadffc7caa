import { SimpleGrid } from '@bc/shared/mantine';
import { useTranslation } from 'react-i18next';
import { PetPhoto } from '@bc/shared/pets';
import { imageSizeUrl, type LitterPhoto } from '@bc/shared/contracts';

/**
 * The litter's photos on the mating's page: the main one first, then in their order; each opens its full size. The
 * first loads at once, the rest lazily, each in a box of fixed ratio (no shift while they load).
 */
export function LitterGallery({ photos }: { photos: readonly LitterPhoto[] }) {
  const { t } = useTranslation('matings');
  const ordered = [...photos].sort((a, b) => Number(b.isMain) - Number(a.isMain) || a.position - b.position);
  if (ordered.length === 0) return null;
  return (
    <section aria-label={t('matings.litter.photos')} data-testid="litter-gallery">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="xs">
        {ordered.map((photo, index) => (
          <a
            key={photo.id}
            href={photo.url}
            target="_blank"
            rel="noreferrer"
            aria-label={t('matings.litter.openPhoto', { index: index + 1, total: ordered.length })}
            data-testid="litter-gallery-photo"
            data-main={photo.isMain || undefined}
          >
            <PetPhoto src={imageSizeUrl(photo.url, 'medium')} name={t('litters.photos.alt', { index: index + 1 })} width={480} height={360} eager={index === 0} />
          </a>
        ))}
      </SimpleGrid>
    </section>
  );
}
