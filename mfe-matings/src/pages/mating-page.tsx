import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLayout } from '@bc/shared';

export default function MatingPage() {
  const { t } = useTranslation('matings');
  const params = useParams();
  const route = 'm-id';
  return <PageLayout route={route} params={{ id: params.id ?? '' }} description={t(`pages.${route}`)} />;
}
