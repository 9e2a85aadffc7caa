import { PageLayout } from '@bc/shared';

export default function MyLittersPage() {
  const route = 'u-litters';
  return <PageLayout route={route} />;
}
