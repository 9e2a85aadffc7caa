import { PageLayout } from '@bc/shared';
import { AttachmentsView } from '../features/attachments';

/** `/moder/attachments`: members' corrections, documents and photos offered for dogs. */
export default function ModerAttachmentsPage() {
  return (
    <PageLayout route="moder-attachments">
      <AttachmentsView />
    </PageLayout>
  );
}
