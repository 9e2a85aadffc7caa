import { Stack, Text } from '@bc/shared/mantine';
import { Skeleton } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout, RouteLink } from '@bc/shared';
import { LoadFailure } from '@bc/shared/load';
import { fullName } from '@bc/shared/pets';
import { $editPet, $editStatus, petFormOpened, petFormRetried } from '../model';
import { PetForm } from './pet-form';

/**
 * `/pets/add` (no id) and `/pets/edit/{id}`: the page around the form, with its loading, 404 and 403 states; `above`
 * is shown above the form (the correction request a moderator is making).
 */
export function PetFormView({ id, above }: { id: number | null; above?: ReactNode }) {
  const { t } = useTranslation('pets');
  const [pet, status, opened, retried] = useUnit([$editPet, $editStatus, petFormOpened, petFormRetried]);
  useEffect(() => {
    opened(id);
  }, [id, opened]);

  const route = id === null ? 'pets-add' : 'pets-edit-id';
  const params = id === null ? undefined : { id };
  const current = id !== null && pet?.id === id ? pet : null;

  if (status === 'forbidden') {
    return (
      <PageLayout route={route} params={params} title={t('form.forbiddenTitle')}>
        <Stack gap="sm" align="flex-start" data-testid="pet-form-forbidden">
          <Text>{t('form.forbiddenText')}</Text>
          <RouteLink to="pets-id" params={{ id: id ?? 0 }}>
            {t('form.backToPet')}
          </RouteLink>
        </Stack>
      </PageLayout>
    );
  }
  if (status === 'not-found') {
    return (
      <PageLayout route={route} params={params} title={t('pet.notFoundTitle')}>
        <Stack gap="sm" align="flex-start" data-testid="pet-form-not-found">
          <Text>{t('pet.notFoundText')}</Text>
          <RouteLink to="pets">{t('pet.backToSearch')}</RouteLink>
        </Stack>
      </PageLayout>
    );
  }

  return (
    <PageLayout
      route={route}
      params={params}
      title={current ? t('form.editTitle', { name: fullName(current) }) : undefined}
      description={t('form.description')}
    >
      {above && <Stack mb="md">{above}</Stack>}
      {status === 'failed' && <LoadFailure onRetry={retried} />}
      {status === 'loading' && (
        <Stack gap="md" aria-busy data-testid="pet-form-loading">
          <Skeleton height={320} radius="md" />
          <Skeleton height={160} radius="md" />
        </Stack>
      )}
      {/* A reload after a stale save brings a new version: the form starts again from it. */}
      {status === 'ready' && (id === null || current) && <PetForm key={current ? `${current.id}:${current.version}` : 'new'} pet={current} />}
    </PageLayout>
  );
}
