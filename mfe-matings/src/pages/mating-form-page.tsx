import { useParams } from 'react-router';
import { PageLayout } from '@bc/shared';

export default function MatingFormPage() {
  const params = useParams();
  const route = params.id ? 'm-edit-id' : 'm-add';
  return <PageLayout route={route} params={params.id ? { id: params.id } : undefined} />;
}
