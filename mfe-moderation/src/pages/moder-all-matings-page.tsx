import { PageLayout } from '@bc/shared';
import { MatingsQueueView } from '../features/breeding-queue';

/** `/moder/all-matings`: every mating, drafts and hidden ones included. */
export default function ModerAllMatingsPage() {
  return (
    <PageLayout route="moder-all-matings">
      <MatingsQueueView all />
    </PageLayout>
  );
}
