import { Stack } from '@bc/shared/mantine';
import { PageLayout } from '@bc/shared';
import { AuditLogView } from '../features/audit-log';
import { ImportLink } from '../features/imports';
import { SummaryView } from '../features/summary';

/** `/moder`: what waits in each queue, and the audit log (filterable, with undo). */
export default function ModerPage() {
  return (
    <PageLayout route="moder" actions={<ImportLink />}>
      <Stack gap="lg">
        <SummaryView />
        <AuditLogView />
      </Stack>
    </PageLayout>
  );
}
