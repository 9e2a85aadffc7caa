import { PageLayout } from '@bc/shared';
import { ReportVerifyView } from '../features/reports';

export default function ReportVerifyPage() {
  return (
    <PageLayout route="reports-verify">
      <ReportVerifyView />
    </PageLayout>
  );
}
