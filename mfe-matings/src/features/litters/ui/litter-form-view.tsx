import { Button, Group, Stack, Text } from '@bc/shared/mantine';
import { Alert, Skeleton } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { $session, RouteLink, toastRequested, useLocalePath } from '@bc/shared';
import { LoadGate } from '@bc/shared/load';
import type { DeleteLitterResponse, LitterWriteResponse, MatingDetail } from '@bc/shared/contracts';
import { emptyValues, valuesOf, type ChosenMating } from '../lib/form-values';
import { litterPhotosChanged, litterSaved, litterToEdit, matingOfLitter } from '../model';
import { DeletedLitterNotice } from './deleted-litter-notice';
import { LitterForm } from './litter-form';
import { LitterPhotosEditor } from './litter-photos-editor';
import { PuppyLinks } from './puppy-links';

function FormSkeleton() {
  return (
    <Stack gap="lg" aria-busy>
      <Skeleton height={120} radius="md" />
      <Skeleton height={160} radius="md" />
      <Skeleton height={200} radius="md" />
    </Stack>
  );
}

const matingChoice = (mating: MatingDetail): ChosenMating => ({
  id: mating.id,
  dam: mating.dam && { id: mating.dam.id, registeredName: mating.dam.registeredName },
  sire: mating.sire && { id: mating.sire.id, registeredName: mating.sire.registeredName },
  date: mating.dates.matingDates[0] ?? null,
});

/** `/litters/add` (`?mating={id}` starts from that mating): records a litter and goes on to its edit page. */
export function AddLitterView({ matingId }: { matingId: number | null }) {
  const { t } = useTranslation('matings');
  const path = useLocalePath();
  const navigate = useNavigate();
  const [mating, status, opened, retried] = useUnit([matingOfLitter.$data, matingOfLitter.$status, matingOfLitter.opened, matingOfLitter.retried]);
  useEffect(() => {
    if (matingId !== null) opened(matingId);
  }, [matingId, opened]);

  const added = (result: LitterWriteResponse) => {
    toastRequested({ type: 'success', message: t('litters.saved.added', { count: result.litter.puppies.length }) });
    navigate(path('litters-edit-id', { id: result.litter.id }));
  };

  if (matingId === null) return <LitterForm initial={emptyValues()} onSaved={added} />;
  return (
    <LoadGate status={status} hasData={mating !== null} onRetry={retried} skeleton={<FormSkeleton />} notFound={t('litters.form.matingNotFound')} testId="litter-mating-load">
      {mating && (
        <Stack gap="md">
          {mating.litter && (
            <Alert color="yellow" data-testid="litter-mating-has-litter">
              {t('litters.form.matingHasLitter')}{' '}
              <RouteLink to="litters-edit-id" params={{ id: mating.litter.id }}>
                {t('litters.form.editThatLitter')}
              </RouteLink>
            </Alert>
          )}
          <LitterForm key={mating.id} initial={emptyValues(matingChoice(mating))} onSaved={added} />
        </Stack>
      )}
    </LoadGate>
  );
}

/** `/litters/edit/{id}`: the litter's form, the puppies a save took out but kept, and its delete. */
export function EditLitterView({ litterId }: { litterId: number }) {
  const { t } = useTranslation('matings');
  const path = useLocalePath();
  const [litter, status, opened, retried, saved, photosChanged, session] = useUnit([
    litterToEdit.$data, litterToEdit.$status, litterToEdit.opened, litterToEdit.retried, litterSaved, litterPhotosChanged, $session,
  ]);
  const [detached, setDetached] = useState<LitterWriteResponse['detached']>([]);
  const [deleted, setDeleted] = useState<DeleteLitterResponse | null>(null);
  useEffect(() => {
    opened(litterId);
    setDeleted(null);
    setDetached([]);
  }, [litterId, opened]);

  if (deleted) {
    return (
      <Stack gap="md">
        <DeletedLitterNotice result={deleted} />
        <Group>
          <Button component={Link} to={path('u-litters')} variant="light">
            {t('litters.deleted.toMyLitters')}
          </Button>
        </Group>
      </Stack>
    );
  }
  const current = litter?.id === litterId ? litter : null;
  return (
    <LoadGate status={status} hasData={current !== null} onRetry={retried} skeleton={<FormSkeleton />} notFound={t('litters.form.notFound')} testId="litter-edit-load">
      {current && (
        <Stack gap="md">
          {!current.permissions.edit && (
            <Alert color="gray" data-testid="litter-not-yours">
              {current.permissions.photos ? t('litters.form.photosOnly') : t('litters.form.notYours')}
            </Alert>
          )}
          {current.permissions.edit && (
            <>
              {current.mating && (
                <Text size="sm">
                  <RouteLink to="m-id" params={{ id: current.mating.id }} data-testid="litter-mating-link">
                    {t('litters.form.toMating')}
                  </RouteLink>
                </Text>
              )}
              {current.publishStatus === 'hidden' && (
                <Alert color="orange">{t('litters.form.hidden', { reason: current.hiddenReason ?? '' })}</Alert>
              )}
              {detached.length > 0 && (
                <Alert color="teal" title={t('litters.saved.detachedTitle')} withCloseButton onClose={() => setDetached([])} data-testid="litter-save-detached">
                  <PuppyLinks puppies={detached} />
                </Alert>
              )}
              <LitterForm
                key={`${current.id}:${current.version}`}
                initial={valuesOf(current, session?.id ?? null)}
                litter={{ id: current.id, version: current.version }}
                onSaved={(result) => {
                  toastRequested({ type: 'success', message: t('litters.saved.saved') });
                  setDetached(result.detached);
                  saved(result);
                }}
                onDeleted={current.permissions.delete ? setDeleted : undefined}
              />
            </>
          )}
          {current.permissions.photos && <LitterPhotosEditor litterId={current.id} photos={current.photos} onChanged={photosChanged} />}
        </Stack>
      )}
    </LoadGate>
  );
}
