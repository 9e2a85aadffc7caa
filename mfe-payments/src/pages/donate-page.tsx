import { PageLayout } from '@bc/shared';
import { DonateView } from '../features/donate';

export default function DonatePage() {
  return (
    <PageLayout route="donate">
      <DonateView />
    </PageLayout>
  );
}
