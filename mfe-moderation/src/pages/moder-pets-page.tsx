import { PageLayout } from '@bc/shared';
import { PetsQueueView } from '../features/pets-queue';

/** `/moder/pets`: new and changed dogs, hidden or published again. */
export default function ModerPetsPage() {
  return (
    <PageLayout route="moder-pets">
      <PetsQueueView />
    </PageLayout>
  );
}
