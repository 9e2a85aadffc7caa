import { SimpleGrid } from '@bc/shared/mantine';
import { ExportMenu } from '@bc/shared/exports';
import { PetDetailsProvider, PetRow } from '@bc/shared/pets';
import type { PetList } from '../model';
import { PagedListSection } from './paged-list-section';
import classes from './pet-list-section.module.css';

/** A titled, paginated list of a member's pets, with the menu exporting all of them (`exportOf`: whose, in which role). */
export function PetListSection({ title, empty, list, testId, exportOf }: { title: string; empty: string; list: PetList; testId: string; exportOf: { userId: number; role: 'breeder' | 'owner' } }) {
  const actions = <ExportMenu target={{ kind: 'member', id: exportOf.userId, role: exportOf.role }} testId={`${testId}-export`} />;
  return (
    <PagedListSection title={title} empty={empty} list={list} testId={testId} skeletonHeight={72} actions={actions}>
      {(answer) => (
        <PetDetailsProvider>
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="sm" className={classes.list}>
            {answer.items.map((pet) => (
              <PetRow key={pet.id} pet={pet} />
            ))}
          </SimpleGrid>
        </PetDetailsProvider>
      )}
    </PagedListSection>
  );
}
