import { useTranslation } from 'react-i18next';
import { PageLayout } from '@bc/shared';

export default function PremiumPage() {
  const { t } = useTranslation('payments');
  const route = 'premium';
  return <PageLayout route={route} description={t(`pages.${route}`)} />;
}
