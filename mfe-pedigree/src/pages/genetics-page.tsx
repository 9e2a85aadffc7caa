import { useParams } from 'react-router';
import { PetGeneticsView } from '../views/pet-genetics-view';

/** `pets-id-genetics`: a tab of the pet page. */
export default function GeneticsPage() {
  const { id = '' } = useParams();
  return <PetGeneticsView petId={Number(id)} />;
}
