import { useParams } from 'react-router';
import { PetGeneticsView } from '../views/pet-genetics-view';

/** `pets-id-genetics`: a tab of the pet page. */
export default function GeneticsPage() {
  const { id = '' } = useParams();
  // The pet's stored health results (hips, elbows, eyes…) will come from `GET /api/pets/{id}` (pets issue, not
  // built yet): pass them as `healthResults` then. Until that exists the section stays hidden.
  return <PetGeneticsView petId={Number(id)} />;
}
