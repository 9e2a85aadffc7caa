import { useTranslation } from 'react-i18next';
import { PageLayout } from '@bc/shared';

export default function ModerPage() {
  const { t } = useTranslation('moderation');
  const route = 'moder';
  return <PageLayout route={route} description={t(`pages.${route}`)} />;
}
