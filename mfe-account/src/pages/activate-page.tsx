import { useParams } from 'react-router';
import { PageLayout } from '@bc/shared';
import { ActivationView } from '../features/activation';

export default function ActivatePage() {
  const { hash = '' } = useParams();
  return (
    <PageLayout route="activate-hash" params={{ hash }}>
      <ActivationView hash={hash} />
    </PageLayout>
  );
}
