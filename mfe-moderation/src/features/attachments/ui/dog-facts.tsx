import { Anchor, List, Stack, Text } from '@bc/shared/mantine';
import { Skeleton } from '@bc/shared/mantine/display';
import { useTranslation } from 'react-i18next';
import { RouteLink, useLocale } from '@bc/shared';
import type { PetDetail } from '@bc/shared/contracts';
import { dateText, fullName, StatusBadge } from '@bc/shared/pets';
import { Fact } from '../../../ui/fact';

/** The dog a request is about, as it is now: name, status, registrations, microchip, birth, parents and documents. */
export function DogFacts({ dog }: { dog: PetDetail | undefined }) {
  const { t } = useTranslation('moderation');
  const locale = useLocale();
  if (!dog) {
    return (
      <Stack gap="xs" data-testid="request-dog-loading">
        <Skeleton h={16} w="60%" />
        <Skeleton h={12} />
        <Skeleton h={12} w="80%" />
      </Stack>
    );
  }
  const none = <Text span c="dimmed">{t('merge.none')}</Text>;
  return (
    <Stack gap={6} data-testid="request-dog" data-pet={dog.id}>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        <RouteLink to="pets-id" params={{ id: dog.id }}>
          {fullName(dog)}
        </RouteLink>{' '}
        <StatusBadge status={dog.publishStatus} />
      </Text>
      <Fact label={t('merge.registrations')}>
        {dog.registrations.length ? dog.registrations.map((r) => `${r.registry} ${r.number}`).join(', ') : none}
      </Fact>
      <Fact label={t('attachments.microchip')}>{dog.microchip ?? none}</Fact>
      <Fact label={t('merge.born')}>{dog.birthDate ? dateText(dog.birthDate, dog.birthPrecision, locale) : none}</Fact>
      <Fact label={t('merge.parents')}>
        {dog.sire || dog.dam
          ? [dog.sire, dog.dam].map((parent, index) => (
              <span key={index}>
                {index > 0 && ' × '}
                {parent ? <RouteLink to="pets-id" params={{ id: parent.id }} underline="always">{fullName(parent)}</RouteLink> : '—'}
              </span>
            ))
          : none}
      </Fact>
      <Fact label={t('attachments.documents')} testId="request-dog-documents">
        {dog.documents.length ? (
          <List size="sm" spacing={2}>
            {dog.documents.map((document) => (
              <List.Item key={document.id}>
                <Anchor href={document.url} target="_blank" rel="noopener" size="sm">
                  {document.title ?? t('attachments.file')}
                </Anchor>
              </List.Item>
            ))}
          </List>
        ) : (
          none
        )}
      </Fact>
      <Fact label={t('attachments.photos')}>{t('merge.photos', { count: dog.photos.length })}</Fact>
    </Stack>
  );
}
