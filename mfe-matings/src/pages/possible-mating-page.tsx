import { PageLayout } from '@bc/shared';
import { HowToMatingButton } from '../features/how-to-mating';
import { PossibleMatingView } from '../features/possible-mating';

/** `/possible-mating`: a test mating of a sire and a dam chosen by name (`?sire=ID&dam=ID`), with the how-to help. */
export default function PossibleMatingPage() {
  const route = 'possible-mating';
  return (
    <PageLayout route={route} actions={<HowToMatingButton />}>
      <PossibleMatingView />
    </PageLayout>
  );
}
