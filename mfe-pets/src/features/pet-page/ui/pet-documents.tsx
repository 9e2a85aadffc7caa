import { Anchor, Stack, Title } from '@bc/shared/mantine';
import { useTranslation } from 'react-i18next';
import type { PetDetail } from '@bc/shared/contracts';

/** The pet's documents (pedigree, registration, health certificates…) as links. */
export function PetDocuments({ pet }: { pet: PetDetail }) {
  const { t } = useTranslation('pets');
  if (pet.documents.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="pet-documents-title" data-testid="pet-documents">
      <Title order={2} fz="h4" id="pet-documents-title">
        {t('documents.title')}
      </Title>
      <Stack component="ul" gap={4} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {pet.documents.map((document) => (
          <li key={document.id}>
            <Anchor href={document.url} target="_blank" rel="noreferrer">
              {document.title || t(`documents.kind.${document.kind}`, { defaultValue: t('documents.kind.other') })}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
