import { Paper, Stack, Text } from '@bc/shared/mantine';
import { Alert, Skeleton } from '@bc/shared/mantine/display';
import { Grid } from '@bc/shared/mantine/grid';
import { useUnit } from 'effector-react';
import { memo, useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '@bc/shared';
import { LoadFailure } from '@bc/shared/load';
import { fullName } from '@bc/shared/pets';
import { useDictionaries } from '../../../entities/dictionaries';
import type { ApiError } from '@bc/shared';
import type { PetDetail } from '@bc/shared/contracts';
import { $pet, $petStatus, $prefetchedPet, $publishError, petOpened, petRetried, shownPet } from '../model';
import { PetActions } from './pet-actions';
import { PetDocuments } from './pet-documents';
import { PetFacts } from './pet-facts';
import { PetGallery } from './pet-gallery';
import { PetHealth } from './pet-health';

function OverviewSkeleton() {
  return (
    <Grid gap="lg" aria-busy data-testid="pet-skeleton">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Skeleton style={{ aspectRatio: '4 / 3' }} radius="md" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="sm">
          <Skeleton height={36} width="50%" />
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height={20} />
          ))}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** The overview tab: photos, facts, status, actions, my note, health results and documents. */
export function PetOverview({ id }: { id: number }) {
  const [loaded, loadStatus, prefetched, publishError, opened, retried] = useUnit([$pet, $petStatus, $prefetchedPet, $publishError, petOpened, petRetried]);
  const { pet, status } = shownPet(id, loaded, prefetched, loadStatus);
  useDictionaries();

  useEffect(() => {
    opened(id);
  }, [id, opened]);

  // The pet's data renders in the background (a deferred value renders in slices): its arrival is not one long
  // blocking update on a phone, and this component's own re-renders skip the memoised body.
  const view = useDeferredValue(useMemo(() => ({ pet, status, publishError }), [pet, status, publishError]));
  return <OverviewBody pet={view.pet} status={view.status} publishError={view.publishError} retried={retried} />;
}

interface OverviewBodyProps {
  pet: PetDetail | null;
  status: string;
  publishError: ApiError | null;
  retried: () => void;
}

const OverviewBody = memo(function OverviewBody({ pet, status, publishError, retried }: OverviewBodyProps) {
  const { t } = useTranslation('pets');

  if (status === 'not-found') {
    return (
      <Stack gap="xs" align="flex-start" data-testid="pet-overview-not-found">
        <Text fw={600}>{t('pet.notFoundTitle')}</Text>
        <Text c="dimmed">{t('pet.notFoundText')}</Text>
        <RouteLink to="pets">{t('pet.backToSearch')}</RouteLink>
      </Stack>
    );
  }
  if (status === 'failed' && !pet) {
    return <LoadFailure onRetry={retried} />;
  }
  if (!pet) return <OverviewSkeleton />;

  const name = fullName(pet);
  const showStatus = pet.permissions.canEdit || pet.permissions.canModerate;

  return (
    <Stack gap="lg" data-testid="pet-overview" data-pet-id={pet.id}>
      {showStatus && pet.publishStatus === 'draft' && (
        <Alert variant="light" color="gray" title={t('status.draft')} data-testid="draft-notice">
          {t('status.draftText')}
        </Alert>
      )}
      {showStatus && pet.publishStatus === 'hidden' && (
        <Alert variant="light" color="red" title={t('status.hiddenTitle')} data-testid="hidden-notice">
          <Stack gap={4}>
            <Text size="sm">{t('status.hiddenText')}</Text>
            {pet.hiddenReason && (
              <Text size="sm" fw={600} data-testid="hidden-reason">
                {t('status.reason', { reason: pet.hiddenReason })}
              </Text>
            )}
          </Stack>
        </Alert>
      )}
      {publishError && (
        <Alert variant="light" color="red" role="alert" data-testid="publish-error">
          {publishError.shownText(t('common:states.error'))}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <PetGallery photos={pet.photos} name={name} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <PetActions pet={pet} />
            {pet.myNote && (
              <Paper withBorder p="sm" radius="md" data-testid="my-note">
                <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                  {t('note.mine')}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {pet.myNote}
                </Text>
              </Paper>
            )}
            <PetFacts pet={pet} />
          </Stack>
        </Grid.Col>
      </Grid>
      <PetHealth pet={pet} />
      <PetDocuments pet={pet} />
    </Stack>
  );
});
