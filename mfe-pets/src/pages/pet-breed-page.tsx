import { useTranslation } from 'react-i18next';
import { TabFrame } from './tab-frame';

export default function PetBreedPage() {
  const { t } = useTranslation('pets');
  return <TabFrame route="pets-id-breed" description={t('pet.breedText')} />;
}
