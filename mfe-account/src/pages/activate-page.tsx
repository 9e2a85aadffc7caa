import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLayout } from '@bc/shared';

export default function ActivatePage() {
  const { t } = useTranslation('account');
  const params = useParams();
  const route = 'activate-hash';
  return <PageLayout route={route} params={{ hash: params.hash ?? '' }} description={t(`pages.${route}`)} />;
}
