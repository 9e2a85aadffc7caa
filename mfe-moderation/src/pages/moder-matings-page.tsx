import { PageLayout } from '@bc/shared';
import { MatingsQueueView } from '../features/breeding-queue';

/** `/moder/matings`: the published mating announcements to review. */
export default function ModerMatingsPage() {
  return (
    <PageLayout route="moder-matings">
      <MatingsQueueView />
    </PageLayout>
  );
}
