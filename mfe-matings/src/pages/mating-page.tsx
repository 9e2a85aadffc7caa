import { useParams } from 'react-router';
import { PageLayout } from '@bc/shared';

export default function MatingPage() {
  const params = useParams();
  const route = 'm-id';
  return <PageLayout route={route} params={{ id: params.id ?? '' }} />;
}
