import { PageLayout } from '@bc/shared';
import { LittersQueueView } from '../features/breeding-queue';

/** `/moder/litters`: the litter announcements to review. */
export default function ModerLittersPage() {
  return (
    <PageLayout route="moder-litters">
      <LittersQueueView />
    </PageLayout>
  );
}
