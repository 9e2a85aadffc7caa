import { useParams } from 'react-router';
import { MatingFormView } from '../features/matings';

/** `/m/add` and `/m/edit/{id}`: the mating form. */
export default function MatingFormPage() {
  const { id } = useParams();
  return <MatingFormView id={id ? Number(id) : null} />;
}
