import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { AnnouncementRow, PagedResults } from '@bc/shared';
import type { AnnouncementList } from '../model';
import classes from './pet-list-section.module.css';

/** A titled, paginated, compact list of a member's public matings or litters. */
export function AnnouncementListSection({ title, empty, list, testId }: { title: string; empty: string; list: AnnouncementList; testId: string }) {
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
        skeleton={<Skeleton height={88} radius="md" />}
        empty={
          <Text c="dimmed" size="sm">
            {empty}
          </Text>
        }
        testId={testId}
      >
        {(answer) => (
          <Stack gap="sm" component="ul" className={classes.list}>
            {answer.items.map((item) => (
              <AnnouncementRow key={`${item.kind}-${item.litterId ?? 0}-${item.matingId ?? 0}`} item={item} showOwner={false} />
            ))}
          </Stack>
        )}
      </PagedResults>
    </section>
  );
}
