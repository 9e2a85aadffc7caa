import { PageLayout } from '@bc/shared';
import { ImportView } from '../features/imports';

/** `/moder/import`: a breed club's spreadsheet imported as published dogs. */
export default function ModerImportPage() {
  return (
    <PageLayout route="moder-import">
      <ImportView />
    </PageLayout>
  );
}
