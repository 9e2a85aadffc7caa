import { useParams } from 'react-router';
import { PetPedigreeView } from '../views/pet-pedigree-view';

/** `pets-id-pedigree`: a tab of the pet page (rendered in the pet layout's outlet). */
export default function PedigreePage() {
  const { id = '' } = useParams();
  return <PetPedigreeView petId={Number(id)} />;
}
