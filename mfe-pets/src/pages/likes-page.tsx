import { LikesView } from '../features/likes';

/** `/u/likes`: the pets I liked. */
export default function LikesPage() {
  return <LikesView />;
}
