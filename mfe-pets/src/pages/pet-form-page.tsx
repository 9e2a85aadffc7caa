import { useParams } from 'react-router';
import { PetFormView } from '../features/pet-form';

/** `/pets/add` and `/pets/edit/{id}`: one screen, one form. */
export default function PetFormPage() {
  const { id } = useParams();
  return <PetFormView id={id ? Number(id) : null} />;
}
