import { PageLayout } from '@bc/shared';

export default function DonatePage() {
  const route = 'donate';
  return <PageLayout route={route} />;
}
