import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageLayout } from '@bc/shared';

export default function SectionPage() {
  const { t } = useTranslation('moderation');
  const location = useLocation();
  const route = location.pathname.split('/moder/')[1] ? `moder-${location.pathname.split('/moder/')[1]}` : 'moder';
  return <PageLayout route={route} description={t(`pages.${route}`)} />;
}
