import { useTranslation } from 'react-i18next';
import { PageLayout } from '@bc/shared';

export default function MyPetsPage() {
  const { t } = useTranslation('pets');
  return <PageLayout route="u-pets" description={t('mine.description')} />;
}
