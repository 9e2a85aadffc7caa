import { PageLayout } from '@bc/shared';

export default function PremiumPage() {
  const route = 'premium';
  return <PageLayout route={route} />;
}
