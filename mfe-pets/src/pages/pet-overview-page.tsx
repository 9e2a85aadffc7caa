import { useTranslation } from 'react-i18next';
import { TabFrame } from './tab-frame';

export default function PetOverviewPage() {
  const { t } = useTranslation('pets');
  return <TabFrame route="pets-id" description={t('pet.overviewText')} />;
}
