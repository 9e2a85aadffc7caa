import { Group, SimpleGrid, Text, Title } from '@bc/shared/mantine';
import { Skeleton } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { PagedResults } from '@bc/shared/list';
import { PetDetailsProvider, PetRow } from '@bc/shared/pets';
import type { PetList } from '../model';
import classes from './pet-list-section.module.css';

/** A titled, paginated list of a member's pets. */
export function PetListSection({ title, empty, list, testId }: { title: string; empty: string; list: PetList; testId: string }) {
  const headingId = useId();
  const [page, pageChanged] = useUnit([list.$answer, list.pageChanged]);

  return (
    <section aria-labelledby={headingId}>
      <Group gap="xs" align="baseline" mb="sm">
        <Title order={2} fz="h3" id={headingId}>
          {title}
        </Title>
        {page && page.total > 0 && (
          <Text c="dimmed" size="sm">
            {page.total}
          </Text>
        )}
      </Group>
      <PagedResults
        list={list}
        onPage={pageChanged}
        count={false}
        skeleton={<Skeleton height={72} radius="md" />}
        empty={
          <Text c="dimmed" size="sm">
            {empty}
          </Text>
        }
        testId={testId}
      >
        {(answer) => (
          <PetDetailsProvider>
            <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="sm" className={classes.list}>
              {answer.items.map((pet) => (
                <PetRow key={pet.id} pet={pet} />
              ))}
            </SimpleGrid>
          </PetDetailsProvider>
        )}
      </PagedResults>
    </section>
  );
}
