import { useParams } from 'react-router';
import { PetFrame } from '../features/pet-page';

/** `pets-id-layout`: the pet page frame with its tabs as child routes (some owned by other remotes). */
export default function PetLayout() {
  const { id = '' } = useParams();
  return <PetFrame id={Number(id)} />;
}
