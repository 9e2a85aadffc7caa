import { PageLayout } from '@bc/shared';
import { MyLittersView } from '../features/litters';

/** `/u/litters`: my litters. */
export default function MyLittersPage() {
  return (
    <PageLayout route="u-litters">
      <MyLittersView />
    </PageLayout>
  );
}
