import { PageLayout, type RouteNameOf } from '@bc/shared';

/** An empty page kept for its address (epi, bcc). */
export function StubPage({ route }: { route: RouteNameOf<'shell'> }) {
  return <PageLayout route={route} />;
}
