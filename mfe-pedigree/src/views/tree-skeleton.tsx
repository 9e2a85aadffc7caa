import { SimpleGrid, Stack } from '@bc/shared/mantine';
import { Skeleton } from '@bc/shared/mantine/display';

/** Placeholder of the summary and the tree while the first answer loads. */
export function TreeSkeleton({ chart = true }: { chart?: boolean }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={64} radius="md" />
        ))}
      </SimpleGrid>
      {chart && <Skeleton height={36} width="60%" radius="sm" />}
      <Skeleton height={chart ? 420 : 200} radius="md" />
    </Stack>
  );
}
