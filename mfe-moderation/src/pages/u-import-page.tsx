import { PageLayout } from '@bc/shared';
import { ImportView } from '../features/imports';

/** `/u/import`: a member imports their own kennel's dogs as drafts (the same screens as /moder/import). */
export default function MemberImportPage() {
  return (
    <PageLayout route="u-import">
      <ImportView />
    </PageLayout>
  );
}
