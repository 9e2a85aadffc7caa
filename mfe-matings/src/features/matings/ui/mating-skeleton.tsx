import { SimpleGrid, Stack } from '@bc/shared/mantine';
import { Skeleton } from '@bc/shared/mantine/display';

/** The mating page before its first answer: the parents, the timeline and the genetics. */
export function MatingSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" data-testid="mating-skeleton">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Skeleton h={220} radius="md" />
        <Skeleton h={220} radius="md" />
      </SimpleGrid>
      <Skeleton h={28} w="70%" radius="sm" />
      <Skeleton h={120} radius="md" />
    </Stack>
  );
}
