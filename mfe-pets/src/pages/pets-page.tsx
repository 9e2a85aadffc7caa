import { PetsSearchView } from '../features/pet-search';

/** `/pets`: the pet search. */
export default function PetsPage() {
  return <PetsSearchView />;
}
