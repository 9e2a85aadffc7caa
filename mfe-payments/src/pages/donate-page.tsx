import { useTranslation } from 'react-i18next';
import { PageLayout } from '@bc/shared';

export default function DonatePage() {
  const { t } = useTranslation('payments');
  const route = 'donate';
  return <PageLayout route={route} description={t(`pages.${route}`)} />;
}
