import { useParams } from 'react-router';
import { MatingView } from '../views/mating-view';

/** `/m/{id}`: a mating's page. */
export default function MatingPage() {
  return <MatingView id={Number(useParams().id)} />;
}
