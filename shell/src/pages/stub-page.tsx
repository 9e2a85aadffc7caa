import { PageLayout } from '@bc/shared';

/** An empty page kept for its address (epi, bcc). */
export function StubPage({ route }: { route: string }) {
  return <PageLayout route={route} />;
}
