import { MyMatingsView } from '../views/my-matings-view';

/** `/u/matings`: my matings, the confirmations awaiting me and the inquiries I received. */
export default function MyMatingsPage() {
  return <MyMatingsView />;
}
