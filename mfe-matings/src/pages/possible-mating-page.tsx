import { useTranslation } from 'react-i18next';
import { PageLayout } from '@bc/shared';

export default function PossibleMatingPage() {
  const { t } = useTranslation('matings');
  const route = 'possible-mating';
  return <PageLayout route={route} description={t(`pages.${route}`)} />;
}
