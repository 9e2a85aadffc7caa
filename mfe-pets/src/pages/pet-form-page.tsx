import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLayout } from '@bc/shared';

/** /pets/add and /pets/edit/{id}: one screen. */
export default function PetFormPage() {
  const { t } = useTranslation('pets');
  const { id } = useParams();
  return <PageLayout route={id ? 'pets-edit-id' : 'pets-add'} params={id ? { id } : undefined} description={t('form.description')} />;
}
