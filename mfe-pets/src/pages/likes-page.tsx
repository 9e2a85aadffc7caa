import { useTranslation } from 'react-i18next';
import { PageLayout } from '@bc/shared';

export default function LikesPage() {
  const { t } = useTranslation('pets');
  return <PageLayout route="u-likes" description={t('likes.description')} />;
}
