import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { PageLayout } from '@bc/shared';

export default function ProfileEditPage() {
  const { t } = useTranslation('account');
  const params = useParams();
  const location = useLocation();
  const route = params.nickname ? 'u-edit-nickname' : 'u-edit';
  return <PageLayout route={route} params={params.nickname ? { nickname: params.nickname } : undefined} description={t(`pages.${route}`)} />;
}
