import { PageLayout } from '@bc/shared';
import { MembersView } from '../features/members';

/** `/moder/users`: members, their bans and roles. */
export default function ModerUsersPage() {
  return (
    <PageLayout route="moder-users">
      <MembersView />
    </PageLayout>
  );
}
