import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLayout } from '@bc/shared';

export default function ProfilePage() {
  const { t } = useTranslation('account');
  const params = useParams();
  const route = 'u-nickname';
  return <PageLayout route={route} params={{ nickname: params.nickname ?? '' }} description={t(`pages.${route}`)} />;
}
