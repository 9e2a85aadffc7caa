import { PageLayout } from '@bc/shared';
import { AccountRequestsView } from '../features/account-requests';

/** `/moder/account-requests`: requests to take over or be connected to an account. */
export default function ModerAccountRequestsPage() {
  return (
    <PageLayout route="moder-account-requests">
      <AccountRequestsView />
    </PageLayout>
  );
}
