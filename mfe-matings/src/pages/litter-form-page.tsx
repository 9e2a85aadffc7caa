import { useParams } from 'react-router';
import { PageLayout } from '@bc/shared';

export default function LitterFormPage() {
  const params = useParams();
  const route = params.id ? 'litters-edit-id' : 'litters-add';
  return <PageLayout route={route} params={params.id ? { id: params.id } : undefined} />;
}
