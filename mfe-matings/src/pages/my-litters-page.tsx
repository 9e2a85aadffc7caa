import { useTranslation } from 'react-i18next';
import { PageLayout } from '@bc/shared';

export default function MyLittersPage() {
  const { t } = useTranslation('matings');
  const route = 'u-litters';
  return <PageLayout route={route} description={t(`pages.${route}`)} />;
}
