import { useParams } from 'react-router';
import { SiblingsView } from '../features/pet-relatives';

/** `pets-id-siblings`: the siblings tab. */
export default function PetSiblingsPage() {
  const { id = '' } = useParams();
  return <SiblingsView id={Number(id)} />;
}
