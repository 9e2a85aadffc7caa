import { PageLayout } from '@bc/shared';
import { DonationsView } from '../features/donations';

/** `/moder/donations`: donations with their status; hide a donor's name, refund. */
export default function ModerDonationsPage() {
  return (
    <PageLayout route="moder-donations">
      <DonationsView />
    </PageLayout>
  );
}
