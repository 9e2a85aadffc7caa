import { useParams } from 'react-router';
import { OffspringView } from '../features/pet-relatives';

/** `pets-id-breed`: the offspring tab. */
export default function PetBreedPage() {
  const { id = '' } = useParams();
  return <OffspringView id={Number(id)} />;
}
