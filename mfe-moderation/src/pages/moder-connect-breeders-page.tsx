import { PageLayout } from '@bc/shared';
import { ConnectBreedersView } from '../features/connect-breeders';

/** `/moder/connect-breeders`: dogs whose plain breeder or owner name is a member's kennel, to connect to the member. */
export default function ModerConnectBreedersPage() {
  return (
    <PageLayout route="moder-connect-breeders">
      <ConnectBreedersView />
    </PageLayout>
  );
}
