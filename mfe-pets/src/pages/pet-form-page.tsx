import { useParams, useSearchParams } from 'react-router';
import { CorrectionRequest } from '../features/correction';
import { PetFormView } from '../features/pet-form';

/**
 * `/pets/add` and `/pets/edit/{id}`: one screen, one form. `?correction={requestId}` (a moderator from the queue of
 * members' requests) shows that correction request above the form.
 */
export default function PetFormPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const correction = Number(search.get('correction'));
  const above = id && Number.isInteger(correction) && correction > 0 ? <CorrectionRequest id={correction} /> : undefined;
  return <PetFormView id={id ? Number(id) : null} above={above} />;
}
