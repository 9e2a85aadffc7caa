import { useParams, useSearchParams } from 'react-router';
import { PageLayout } from '@bc/shared';
import { AddLitterView, EditLitterView } from '../features/litters';

/** A positive integer from the URL, else null. */
const idOf = (value: string | null | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** `/litters/add` (`?mating={id}` starts from that mating) and `/litters/edit/{id}`. */
export default function LitterFormPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const litterId = idOf(params.id);
  if (params.id) {
    return (
      <PageLayout route="litters-edit-id" params={{ id: params.id }}>
        {litterId !== null && <EditLitterView litterId={litterId} />}
      </PageLayout>
    );
  }
  return (
    <PageLayout route="litters-add">
      <AddLitterView matingId={idOf(search.get('mating'))} />
    </PageLayout>
  );
}
