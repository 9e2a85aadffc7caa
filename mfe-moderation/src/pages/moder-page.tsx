import { PageLayout } from '@bc/shared';

export default function ModerPage() {
  const route = 'moder';
  return <PageLayout route={route} />;
}
