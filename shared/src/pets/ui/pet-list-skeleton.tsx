import { Group, Paper, SimpleGrid, Stack } from '@bc/shared/mantine';
import { Skeleton } from '@bc/shared/mantine/display';

/** Placeholders of the list or grid while a page of pets loads (same sizes as the real items: no layout shift). */
export function PetListSkeleton({ mode, count = 6 }: { mode: 'list' | 'grid'; count?: number }) {
  const items = Array.from({ length: count }, (_, index) => index);
  if (mode === 'grid') {
    return (
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" aria-hidden data-testid="pets-skeleton">
        {items.map((index) => (
          <Paper key={index} withBorder radius="md" p="xs">
            <Stack gap={6}>
              <Skeleton style={{ aspectRatio: '4 / 3' }} radius="md" />
              <Skeleton height={16} width="80%" />
              <Skeleton height={12} width="60%" />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="xs" aria-hidden data-testid="pets-skeleton">
      {items.map((index) => (
        <Paper key={index} withBorder radius="md" p="xs">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Skeleton width={72} height={72} radius="sm" />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={16} width="70%" />
              <Skeleton height={12} width="50%" />
              <Skeleton height={12} width="40%" />
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
