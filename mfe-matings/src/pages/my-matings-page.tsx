import { useTranslation } from 'react-i18next';
import { PageLayout } from '@bc/shared';

export default function MyMatingsPage() {
  const { t } = useTranslation('matings');
  const route = 'u-matings';
  return <PageLayout route={route} description={t(`pages.${route}`)} />;
}
