import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLayout } from '@bc/shared';

export default function LitterFormPage() {
  const { t } = useTranslation('matings');
  const params = useParams();
  const route = params.id ? 'litters-edit-id' : 'litters-add';
  return <PageLayout route={route} params={params.id ? { id: params.id } : undefined} description={t(`pages.${route}`)} />;
}
