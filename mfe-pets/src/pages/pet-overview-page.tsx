import { useParams } from 'react-router';
import { PetOverview } from '../features/pet-page';

/** `pets-id`: the overview tab of the pet page. */
export default function PetOverviewPage() {
  const { id = '' } = useParams();
  return <PetOverview id={Number(id)} />;
}
