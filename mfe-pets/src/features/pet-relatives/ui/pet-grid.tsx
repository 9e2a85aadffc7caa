import { SimpleGrid } from '@bc/shared/mantine';
import type { PetSummary } from '@bc/shared/contracts';
import { PetDetailsProvider, PetRow } from '@bc/shared/pets';

/** Relatives as compact rows, two columns on wider screens (litters can be long). */
export function PetGrid({ pets, testId }: { pets: readonly PetSummary[]; testId?: string }) {
  return (
    <PetDetailsProvider>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid={testId}>
        {pets.map((pet) => (
          <PetRow key={pet.id} pet={pet} />
        ))}
      </SimpleGrid>
    </PetDetailsProvider>
  );
}
