import { useTranslation } from 'react-i18next';
import { PageLayout } from '@bc/shared';

export default function PremiumResultPage() {
  const { t } = useTranslation('payments');
  const route = 'premium-result';
  return <PageLayout route={route} description={t(`pages.${route}`)} />;
}
