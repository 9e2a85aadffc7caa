import { SimpleGrid } from '@bc/shared/mantine';
import { PetDetailsProvider, PetRow } from '@bc/shared/pets';
import type { PetList } from '../model';
import { PagedListSection } from './paged-list-section';
import classes from './pet-list-section.module.css';

/** A titled, paginated list of a member's pets. */
export function PetListSection({ title, empty, list, testId }: { title: string; empty: string; list: PetList; testId: string }) {
  return (
    <PagedListSection title={title} empty={empty} list={list} testId={testId} skeletonHeight={72}>
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
