import { PageLayout } from '@bc/shared';

export default function MyReportsPage() {
  const route = 'u-reports';
  return <PageLayout route={route} />;
}
