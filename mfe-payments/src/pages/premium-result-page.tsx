import { PageLayout } from '@bc/shared';
import { PremiumResultView } from '../features/premium-result';

export default function PremiumResultPage() {
  return (
    <PageLayout route="premium-result">
      <PremiumResultView />
    </PageLayout>
  );
}
