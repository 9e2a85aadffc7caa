import { PageLayout } from '@bc/shared';
import { PremiumView } from '../features/premium';

export default function PremiumPage() {
  return (
    <PageLayout route="premium">
      <PremiumView />
    </PageLayout>
  );
}
