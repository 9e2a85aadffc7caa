import { Alert } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout, useLocale } from '@bc/shared';
import { LoadGate } from '@bc/shared/load';
import { editedMating } from '../model/form';
import { MatingForm } from './mating-form';
import { MatingSkeleton } from './mating-skeleton';

/** `/m/edit/{id}`: the form filled with the mating, for its recorder (or a moderator). */
function EditMating({ id }: { id: number }) {
  const { t } = useTranslation('matings');
  const locale = useLocale();
  const [data, status, opened, retried] = useUnit([editedMating.$data, editedMating.$status, editedMating.opened, editedMating.retried]);
  useEffect(() => {
    opened({ id, locale });
  }, [id, locale, opened]);
  const shown = data && data.id === id ? data : null;
  return (
    <LoadGate status={status} hasData={shown !== null} onRetry={retried} skeleton={<MatingSkeleton />} notFound={t('matings.notFound.title')} testId="mating-edit-load">
      {shown &&
        (shown.permissions.edit ? (
          <MatingForm key={`${shown.id}:${shown.version}`} initial={shown} />
        ) : (
          <Alert color="gray" variant="light" data-testid="mating-edit-forbidden">
            {t('matings.form.notYours')}
          </Alert>
        ))}
    </LoadGate>
  );
}

/** `/m/add` and `/m/edit/{id}`: record a mating, or change one. */
export function MatingFormView({ id }: { id: number | null }) {
  return id === null ? (
    <PageLayout route="m-add">
      <MatingForm initial={null} />
    </PageLayout>
  ) : (
    <PageLayout route="m-edit-id" params={{ id }}>
      <EditMating id={id} />
    </PageLayout>
  );
}
