import { MyPetsView } from '../features/my-pets';

/** `/u/pets`: my pets. */
export default function MyPetsPage() {
  return <MyPetsView />;
}
