import { PageLayout } from '@bc/shared';
import { MyReportsView } from '../features/reports';

export default function MyReportsPage() {
  return (
    <PageLayout route="u-reports">
      <MyReportsView />
    </PageLayout>
  );
}
