import { useTranslation } from 'react-i18next';
import { TabFrame } from './tab-frame';

export default function PetSiblingsPage() {
  const { t } = useTranslation('pets');
  return <TabFrame route="pets-id-siblings" description={t('pet.siblingsText')} />;
}
