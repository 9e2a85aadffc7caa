import { useTranslation } from 'react-i18next';
import { PageLayout } from '@bc/shared';

export default function MyReportsPage() {
  const { t } = useTranslation('payments');
  const route = 'u-reports';
  return <PageLayout route={route} description={t(`pages.${route}`)} />;
}
