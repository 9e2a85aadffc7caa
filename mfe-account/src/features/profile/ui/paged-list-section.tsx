import { Group, Text, Title } from '@bc/shared/mantine';
import { Skeleton } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useId, type ReactNode } from 'react';
import { PagedResults, type PagedList } from '@bc/shared/list';

interface PagedListSectionProps<Answer extends { items: unknown[]; total: number; page: number; limit: number }> {
  title: string;
  empty: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any filters: the section only reads the answer and pages
  list: PagedList<any, Answer>;
  testId: string;
  skeletonHeight: number;
  /** Beside the title once the list has items (a pet list's export menu). */
  actions?: ReactNode;
  children(answer: Answer): ReactNode;
}

/** A titled, paginated list of the profile (the pets a member bred or owns, their litters and matings) with its count. */
export function PagedListSection<Answer extends { items: unknown[]; total: number; page: number; limit: number }>({
  title, empty, list, testId, skeletonHeight, actions, children,
}: PagedListSectionProps<Answer>) {
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
        {page && page.total > 0 && actions && <Group ml="auto">{actions}</Group>}
      </Group>
      <PagedResults
        list={list}
        onPage={pageChanged}
        count={false}
        skeleton={<Skeleton height={skeletonHeight} radius="md" />}
        empty={
          <Text c="dimmed" size="sm">
            {empty}
          </Text>
        }
        testId={testId}
      >
        {children}
      </PagedResults>
    </section>
  );
}
