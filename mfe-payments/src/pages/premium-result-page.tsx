import { PageLayout } from '@bc/shared';

export default function PremiumResultPage() {
  const route = 'premium-result';
  return <PageLayout route={route} />;
}
