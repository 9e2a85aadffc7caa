import { PageLayout } from '@bc/shared';

export default function MyMatingsPage() {
  const route = 'u-matings';
  return <PageLayout route={route} />;
}
